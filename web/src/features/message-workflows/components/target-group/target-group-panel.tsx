import { Fragment, useState } from 'react';
import { Button } from 'primereact/button';
import { AudienceSize } from './audience-size';
import { RuleModal } from './rule-modal';
import { TargetGroupSection } from './target-group-section';
import { TestTargetGroupDialog } from './test-panel/test-target-group-dialog';
import { CopyToWorkflowDialog } from './copy-to-workflow-dialog';
import { TARGET_GROUP_UI } from './target-group-texts';
import type { TargetGroupValue } from './target-group-value';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { Rule, RuleInput } from '@shared/target-groups/rule';
import { TARGET_GROUP_TEXTS as T } from '@shared/target-groups/texts';
import './target-group.css';

export type { TargetGroupValue } from './target-group-value';

interface TargetGroupPanelProps {
  value: TargetGroupValue;
  onChange: (value: TargetGroupValue) => void;
  /** 'Target group is required.' when the workflow form says so. */
  invalidText?: string;
  /** The workflow being edited: Copy to Workflow offers the others. */
  workflowId?: number;
  /** The workflow's message: test sends use it, as email or SMS by its type. */
  messageId?: number | null;
}

type RuleRef = { section: number; rule?: number };

/**
 * The target group of a workflow (spec section 2): sections joined by OR, each a list of rules
 * joined by AND, edited in the rule modal; tested against a contact and an event; copied into
 * another workflow.
 */
export function TargetGroupPanel({ value, onChange, invalidText, workflowId, messageId }: TargetGroupPanelProps) {
  // a group without sections (a new workflow's may be missing altogether) shows one empty section to add to
  const stored = value?.targetGroupSections ?? [];
  const sections = stored.length ? stored : [{ targetGroupRules: [] }];
  const [modal, setModal] = useState<RuleRef | null>(null);
  const [removing, setRemoving] = useState<RuleRef | null>(null);
  const [testing, setTesting] = useState(false);
  const [copying, setCopying] = useState(false);
  const hasRules = sections.some((section) => section.targetGroupRules.length > 0);
  const filled = { targetGroupSections: sections.filter((section) => section.targetGroupRules.length > 0) };

  const emit = (next: TargetGroupValue['targetGroupSections']) => onChange({ targetGroupSections: next });
  const withRules = (index: number, change: (rules: RuleInput[]) => RuleInput[]) =>
    emit(sections.map((section, i) => (i === index ? { ...section, targetGroupRules: change(section.targetGroupRules) } : section)));

  const putRule = (rule: Rule) => {
    if (!modal) return;
    if (modal.rule === undefined) withRules(modal.section, (list) => [...list, rule]);
    else withRules(modal.section, (list) => list.map((old, i) => (i === modal.rule ? rule : old)));
  };

  const remove = () => {
    if (!removing) return;
    if (removing.rule === undefined) emit(sections.filter((_, i) => i !== removing.section));
    else withRules(removing.section, (list) => list.filter((_, i) => i !== removing.rule));
  };

  const editing = modal?.rule === undefined ? undefined : sections[modal.section]?.targetGroupRules[modal.rule];
  const noRulesTitle = hasRules ? undefined : 'Add a rule first';

  return (
    <section className={`target-group${invalidText ? ' target-group--invalid' : ''}`} aria-label="Target group">
      <div className="target-group__header">
        <h3 className="target-group__title">Target group</h3>
        <span className="target-group__toolbar">
          <Button type="button" label="Test Target Group" icon="pi pi-users" size="small" outlined disabled={!hasRules} title={noRulesTitle} onClick={() => setTesting(true)} />
          <Button type="button" label="Copy to Workflow" icon="pi pi-copy" size="small" outlined disabled={!hasRules} title={noRulesTitle} onClick={() => setCopying(true)} />
        </span>
      </div>
      <AudienceSize group={hasRules ? filled : null} />
      {invalidText && (
        <small className="p-error target-group__error" role="alert">
          {invalidText}
        </small>
      )}
      {sections.map((section, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <div className="target-group__or" role="separator" aria-label="OR">
              <span>OR</span>
            </div>
          )}
          <TargetGroupSection
            index={i}
            rules={section.targetGroupRules}
            removable={sections.length > 1}
            onAddRule={() => setModal({ section: i })}
            onEditRule={(rule) => setModal({ section: i, rule })}
            onRemoveRule={(rule) => setRemoving({ section: i, rule })}
            onRemove={() => (section.targetGroupRules.length ? setRemoving({ section: i }) : emit(sections.filter((_, j) => j !== i)))}
          />
        </Fragment>
      ))}
      <Button
        type="button"
        label="+ OR"
        size="small"
        outlined
        className="target-group__add-section"
        // an empty section would hold for everyone: fill it first
        disabled={sections.some((section) => !section.targetGroupRules.length)}
        onClick={() => emit([...sections, { targetGroupRules: [] }])}
      />
      <RuleModal open={!!modal} editing={editing} onSubmit={putRule} onClose={() => setModal(null)} />
      <ConfirmDialog
        open={!!removing}
        header={removing?.rule === undefined ? 'Remove section' : 'Remove rule'}
        message={removing?.rule === undefined ? TARGET_GROUP_UI.removeSection : T.removeRule}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
      {testing && <TestTargetGroupDialog targetGroup={filled} messageId={messageId ?? null} onClose={() => setTesting(false)} />}
      {copying && <CopyToWorkflowDialog targetGroup={filled} workflowId={workflowId} onClose={() => setCopying(false)} />}
    </section>
  );
}
