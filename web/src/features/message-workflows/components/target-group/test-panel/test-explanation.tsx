import { Fragment } from 'react';
import type { ContactTestResult } from '@shared/target-groups/test-panel';
import { TARGET_GROUP_TEXTS as T } from '@shared/target-groups/texts';

/** The answer of a test, and under it why: every rule of every section, whether it held and what it saw. */
export function TestExplanation({ result }: { result: ContactTestResult }) {
  const { id, fullName } = result.masterContact;
  return (
    <div className="tg-test__outcome">
      <p className={`tg-test__verdict tg-test__verdict--${result.result ? 'in' : 'out'}`} role="status">
        <i className={`pi ${result.result ? 'pi-check-circle' : 'pi-minus-circle'}`} aria-hidden="true" />
        {result.result ? T.inGroup(id, fullName) : T.notInGroup(id, fullName)}
      </p>
      <ol className="tg-test__sections" aria-label="Explanation">
        {result.explanation.sections.map((section, i) => (
          <Fragment key={i}>
            {i > 0 && (
              <li className="tg-test__or" aria-hidden="true">
                OR
              </li>
            )}
            <li className={`tg-test__section tg-test__section--${section.held ? 'held' : 'failed'}`}>
              <span className="tg-test__section-title">
                Section {i + 1}: {section.held ? 'every rule holds' : 'not every rule holds'}
              </span>
              <ul className="tg-test__rules">
                {section.rules.map((rule, j) => (
                  <li key={j} className={`tg-test__rule tg-test__rule--${rule.held ? 'held' : 'failed'}`}>
                    <i className={`pi ${rule.held ? 'pi-check' : 'pi-times'}`} aria-label={rule.held ? 'holds' : 'does not hold'} />
                    <span>{rule.saw}</span>
                  </li>
                ))}
              </ul>
            </li>
          </Fragment>
        ))}
      </ol>
    </div>
  );
}
