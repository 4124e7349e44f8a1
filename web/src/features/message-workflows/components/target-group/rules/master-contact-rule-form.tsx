import { CheckboxGroup, NumberField, SelectField, type RuleForm } from '../rule-fields';
import { masterContactFields } from '../rule-draft';
import { useDelegateVipRoles, useMasterContactFunctions } from '../api/lookups';
import { MASTER_CONTACT_CRITERIA, MASTER_CONTACT_CRITERION as C, OFFERING_STATUSES } from '@shared/target-groups/master-contact-rule';
import { EQUALITIES } from '@shared/target-groups/master-company-rule';
import { COMPARISONS, KNOWN_OPTIONS } from '@shared/target-groups/fields';

const YES_NO_OPTIONS = [
  { id: 0, name: 'Yes' },
  { id: 1, name: 'No' },
];

/** Contact property: the criterion decides the other controls (spec section 5), and switching it starts them afresh. */
export function MasterContactRuleForm({ form }: { form: RuleForm }) {
  const criterion = form.draft.criterion as number | null;
  return (
    <>
      <SelectField
        form={form}
        path="criterion"
        label="Criterion"
        options={MASTER_CONTACT_CRITERIA}
        onSelect={(next) => form.replace({ type: 'MasterContactRule', criterion: next, ...(next === null ? {} : masterContactFields(next)) }, 'criterion')}
      />
      {(criterion === C.hasOfferings || criterion === C.hasInvestments) && (
        <>
          <SelectField form={form} path="status" label="Status" options={OFFERING_STATUSES} />
          <SelectField form={form} path="operator" label="Operator" options={COMPARISONS} />
          <NumberField form={form} path="value" label="Value" />
        </>
      )}
      {criterion === C.personalInfo && <SelectField form={form} path="personalInfo" label="Personal info" options={KNOWN_OPTIONS} />}
      {criterion === C.hasMobileServiceAccount && <SelectField form={form} path="mobileServiceAccount" label="Mobile service account" options={YES_NO_OPTIONS} />}
      {criterion === C.function && <FunctionFields form={form} />}
      {criterion === C.vipRole && <VipRoleFields form={form} />}
      {criterion === C.investmentData && <NumberField form={form} path="value" label="Not updated in (months)" />}
    </>
  );
}

function FunctionFields({ form }: { form: RuleForm }) {
  const functions = useMasterContactFunctions();
  return (
    <>
      <SelectField form={form} path="functionOption" label="Operator" options={EQUALITIES} />
      <SelectField form={form} path="functionValue" label="Function" options={functions.options} loading={functions.loading} filter />
    </>
  );
}

function VipRoleFields({ form }: { form: RuleForm }) {
  const roles = useDelegateVipRoles();
  return <CheckboxGroup form={form} path="vipRoleValues" label="VIP roles" options={roles.options} hint="The contact has at least one of them." />;
}
