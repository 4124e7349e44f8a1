import { SelectField, type RuleForm } from '../rule-fields';
import { useIndustries } from '../api/lookups';
import { EQUALITIES, MASTER_COMPANY_CRITERIA } from '@shared/target-groups/master-company-rule';

/** Company property: the industry of the contact's company, is or is not. */
export function MasterCompanyRuleForm({ form }: { form: RuleForm }) {
  const industries = useIndustries();
  return (
    <>
      <SelectField form={form} path="criterion" label="Criterion" options={MASTER_COMPANY_CRITERIA} />
      <SelectField form={form} path="operator" label="Operator" options={EQUALITIES} />
      <SelectField form={form} path="value" label="Industry" options={industries.options} loading={industries.loading} filter />
    </>
  );
}
