import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { checkDraft, freshRule, setAt, type Draft } from './rule-draft';
import type { RuleForm } from './rule-fields';
import { MasterContactRuleForm } from './rules/master-contact-rule-form';
import { MasterCompanyRuleForm } from './rules/master-company-rule-form';
import { EventParticipationRuleForm } from './rules/event-participation-rule-form';
import { MeetingsRuleForm } from './rules/meetings-rule-form';
import { OtherRuleForm } from './rules/other-rule-form';
import { ProcessStateRuleForm } from './rules/process-state-rule-form';
import { FixedContactRuleForm } from './rules/fixed-contact-rule-form';
import { useCloseGuard } from '@/components/form-page/use-close-guard';
import { toast } from '@/lib/toast';
import { RULE_TYPES, type Rule, type RuleInput, type RuleType } from '@shared/target-groups/rule';
import { TARGET_GROUP_TEXTS as T } from '@shared/target-groups/texts';

const FORMS: Record<RuleType, ComponentType<{ form: RuleForm }>> = {
  MasterContactRule: MasterContactRuleForm,
  MasterCompanyRule: MasterCompanyRuleForm,
  EventParticipationRule: EventParticipationRuleForm,
  MeetingsRule: MeetingsRuleForm,
  OtherRule: OtherRuleForm,
  ProcessStateRule: ProcessStateRuleForm,
  FixedContactRule: FixedContactRuleForm,
};

interface RuleModalProps {
  open: boolean;
  /** The rule being edited; none when adding. */
  editing?: RuleInput;
  /** A checked rule (its name generated) to add, or to put in place of the edited one. */
  onSubmit: (rule: Rule) => void;
  onClose: () => void;
}

/**
 * The rule modal (spec section 2): a rule-type picker and the form of that type, checked with the
 * shared rule schema so the texts are the API's. ADD keeps the modal open on a fresh rule of the
 * same type; SAVE keeps the edited rule as it is.
 */
export function RuleModal({ open, editing, onSubmit, onClose }: RuleModalProps) {
  const [draft, setDraft] = useState<Draft>(() => freshRule('MasterContactRule'));
  // what the modal started from (a fresh rule, or the edited one): anything else is unsaved input
  const [initial, setInitial] = useState<Draft>(draft);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const type = draft.type as RuleType;

  const start = (next: Draft) => {
    setDraft(next);
    setInitial(next);
    setTouched(new Set());
    setSubmitted(false);
  };

  useEffect(() => {
    if (open) start(editing ? structuredClone(editing as Draft) : freshRule(type));
    // the type of the last rule added stays chosen when the modal opens again
  }, [open, editing]);

  const checked = useMemo(() => checkDraft(draft), [draft]);
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(initial), [draft, initial]);
  const { requestClose, question } = useCloseGuard(dirty, onClose);
  const form: RuleForm = {
    draft,
    set(changes) {
      setDraft((current) => Object.entries(changes).reduce((next, [path, value]) => setAt(next, path, value), current));
      setTouched((current) => new Set([...current, ...Object.keys(changes)]));
    },
    replace(next, changed) {
      setDraft(next);
      setTouched((current) => new Set([...current, changed]));
    },
    errorAt: (path) => (submitted || touched.has(path) ? checked.errors[path] : undefined),
  };

  const submit = (close: boolean) => {
    if (!checked.rule) return setSubmitted(true);
    onSubmit(checked.rule);
    toast.success(editing ? T.ruleSaved : T.ruleCreated);
    if (close) onClose();
    else if (!editing) start(freshRule(type));
  };

  const Form = FORMS[type];
  const footer = (
    <div className="rule-modal__actions">
      <Button type="button" label="Cancel" severity="secondary" text onClick={requestClose} />
      <Button type="button" label={editing ? 'SAVE' : 'ADD'} outlined onClick={() => submit(false)} />
      <Button type="button" label={editing ? 'SAVE AND CLOSE' : 'ADD AND CLOSE'} onClick={() => submit(true)} />
    </div>
  );

  return (
    <>
      <Dialog header={editing ? 'Edit rule' : 'Add rule'} visible={open} onHide={requestClose} footer={footer} modal draggable={false} className="rule-modal" style={{ width: 'min(44rem, 95vw)' }}>
        <form
          className="rule-form"
          noValidate
          onSubmit={(e) => {
            // the buttons are in the footer; the dialog sits in the workflow form's React tree, so
            // a submit must not reach that form either
            e.preventDefault();
            e.stopPropagation();
          }}
        >
          <div className="form-field">
            <label htmlFor="rule-type">Rule type</label>
            <Dropdown
              inputId="rule-type"
              value={type}
              options={[...RULE_TYPES]}
              optionLabel="name"
              optionValue="id"
              onChange={(e) => start(freshRule(e.value as RuleType))}
              // an edited rule keeps its type: another type is another rule
              disabled={!!editing}
              className="rule-form__select"
            />
          </div>
          <Form key={type} form={form} />
          <p className="rule-form__name" aria-live="polite">
            {checked.rule ? (
              <>
                <span className="rule-form__name-label">Rule:</span> <strong>{checked.rule.name}</strong>
              </>
            ) : (
              <span className="rule-form__name-label">Complete the rule to see its name.</span>
            )}
          </p>
        </form>
      </Dialog>
    {question}
    </>
  );
}
