import { NumberField, SelectField, type RuleForm } from '../rule-fields';
import { DURING_UNITS, MEETINGS_CRITERIA, MEETINGS_OPERATOR, MEETINGS_OPERATORS } from '@shared/target-groups/meetings-rule';

/** Meetings: booked meetings or open requests, compared with a number, or at least one within N days or weeks. */
export function MeetingsRuleForm({ form }: { form: RuleForm }) {
  const during = form.draft.operator === MEETINGS_OPERATOR.during;
  return (
    <>
      <SelectField form={form} path="criterion" label="Criterion" options={MEETINGS_CRITERIA} />
      <SelectField form={form} path="operator" label="Operator" options={MEETINGS_OPERATORS} />
      <NumberField form={form} path="value" label={during ? 'Within' : 'Number'} />
      {during && <SelectField form={form} path="during" label="Unit" options={DURING_UNITS} />}
    </>
  );
}
