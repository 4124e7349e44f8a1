import { Fragment } from 'react';
import { Button } from 'primereact/button';
import { displayName } from './rule-draft';
import { TARGET_GROUP_UI } from './target-group-texts';
import { ruleTypeLabel, type RuleInput } from '@shared/target-groups/rule';

interface TargetGroupSectionProps {
  index: number;
  rules: RuleInput[];
  /** The only section cannot be removed. */
  removable: boolean;
  onAddRule: () => void;
  onEditRule: (rule: number) => void;
  onRemoveRule: (rule: number) => void;
  onRemove: () => void;
}

/** One section: its rules joined by AND, each with its generated name, edit and remove. */
export function TargetGroupSection({ index, rules, removable, onAddRule, onEditRule, onRemoveRule, onRemove }: TargetGroupSectionProps) {
  const title = `Section ${index + 1}`;
  return (
    <div className="target-group__section" role="group" aria-label={title}>
      <div className="target-group__section-header">
        <span className="target-group__section-title">{title}</span>
        <Button
          type="button"
          icon="pi pi-trash"
          text
          rounded
          severity="secondary"
          aria-label={`Remove ${title.toLowerCase()}`}
          title={removable ? 'Remove this section' : 'The only section cannot be removed'}
          disabled={!removable}
          onClick={onRemove}
        />
      </div>
      {rules.length ? (
        <ul className="target-group__rules">
          {rules.map((rule, i) => {
            const name = displayName(rule);
            return (
              <Fragment key={i}>
                {i > 0 && (
                  <li className="target-group__and" aria-hidden="true">
                    AND
                  </li>
                )}
                <li className="target-group__rule">
                  <span className="target-group__rule-type">{ruleTypeLabel(rule.type)}</span>
                  <span className="target-group__rule-name">{name}</span>
                  <Button type="button" icon="pi pi-pencil" text rounded aria-label={`Edit rule ${name}`} onClick={() => onEditRule(i)} />
                  <Button type="button" icon="pi pi-times" text rounded severity="danger" aria-label={`Remove rule ${name}`} onClick={() => onRemoveRule(i)} />
                </li>
              </Fragment>
            );
          })}
        </ul>
      ) : (
        <p className="target-group__empty">{TARGET_GROUP_UI.noRules}</p>
      )}
      <Button type="button" label="+ AND" size="small" outlined onClick={onAddRule} className="target-group__add-rule" />
    </div>
  );
}
