import { INDUSTRIES } from '../../../../shared/directory/vocabulary.ts';
import { label } from '../../../../shared/target-groups/fields.ts';
import { EQUALITY, type MasterCompanyRule } from '../../../../shared/target-groups/master-company-rule.ts';
import { verdict, type EvaluationContext, type Verdict } from '../context.ts';

/** The industry of the contact's company; a contact without a company is in no industry. */
export function evaluateMasterCompany(rule: MasterCompanyRule, { company }: EvaluationContext): Verdict {
  const equal = company?.industryId === rule.value;
  return verdict(rule.operator === EQUALITY.equal ? equal : !equal, () =>
    company ? `company #${company.id} ${company.name} is in ${label(INDUSTRIES, company.industryId)}` : 'the contact has no company',
  );
}
