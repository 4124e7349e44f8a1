import { NumberField, SelectField, type RuleForm } from '../rule-fields';
import { OTHER_CRITERIA } from '@shared/target-groups/other-rule';
import { COMPARISONS } from '@shared/target-groups/fields';

/** Other: the contact's blocked times in the event, compared with a number. */
export function OtherRuleForm({ form }: { form: RuleForm }) {
  return (
    <>
      <SelectField form={form} path="criterion" label="Criterion" options={OTHER_CRITERIA} />
      <SelectField form={form} path="operator" label="Operator" options={COMPARISONS} />
      <NumberField form={form} path="value" label="Value" />
    </>
  );
}
