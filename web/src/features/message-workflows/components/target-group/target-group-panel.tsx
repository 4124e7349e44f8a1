import type { RuleInput } from '../../../../../../shared/target-groups/rule';
import { ruleTypeLabel } from '../../../../../../shared/target-groups/rule';

interface TargetGroupPanelProps {
  value: { targetGroupSections: { targetGroupRules: RuleInput[] }[] };
  onChange: (value: { targetGroupSections: { targetGroupRules: RuleInput[] }[] }) => void;
  invalidText?: string;
  workflowId?: number;
  messageId?: number | null;
}

/**
 * Placeholder for the target group panel and editor (built separately, same props): shows the
 * workflow's rules read-only, sections joined by OR, so a workflow keeps the rules it has.
 */
export function TargetGroupPanel({ value, invalidText }: TargetGroupPanelProps) {
  const sections = value.targetGroupSections.filter((section) => section.targetGroupRules.length);
  return (
    <section className="target-group-panel" aria-labelledby="target-group-title">
      <h3 id="target-group-title">Target group</h3>
      {sections.length ? (
        sections.map((section, index) => (
          <div key={index}>
            {index > 0 && <div className="target-group-panel__or">OR</div>}
            <ul className="target-group-panel__rules" aria-label={`Section ${index + 1}`}>
              {section.targetGroupRules.map((rule, ruleIndex) => (
                <li key={ruleIndex}>{rule.name ?? ruleTypeLabel(rule.type)}</li>
              ))}
            </ul>
          </div>
        ))
      ) : (
        <p className="target-group-panel__empty">No rules yet.</p>
      )}
      <p className="form-field__hint">The rule editor is not available in this build.</p>
      {invalidText && (
        <p className="p-error" role="alert">
          {invalidText}
        </p>
      )}
    </section>
  );
}
