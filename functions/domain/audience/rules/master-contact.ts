import { DELEGATE_VIP_ROLES, MASTER_CONTACT_FUNCTIONS } from '../../../../shared/directory/vocabulary.ts';
import { compare, label } from '../../../../shared/target-groups/fields.ts';
import { FUNCTION_OPTION, MASTER_CONTACT_CRITERION as CRITERION, OFFERING_STATUS, YES_NO, type MasterContactRule } from '../../../../shared/target-groups/master-contact-rule.ts';
import { KNOWN } from '../../../../shared/target-groups/fields.ts';
import { day, monthsBefore, plural, verdict, type EvaluationContext, type Verdict } from '../context.ts';

/** Contact properties, read from the contact record alone. */
export function evaluateMasterContact(rule: MasterContactRule, { contact, now }: EvaluationContext): Verdict {
  switch (rule.criterion) {
    case CRITERION.hasOfferings:
    case CRITERION.hasInvestments: {
      // The directory keeps one count and one status per contact for each: offerings in the
      // wanted status are all of them when the status matches (or the rule says any), else none.
      const offerings = rule.criterion === CRITERION.hasOfferings;
      const [total, status] = offerings ? [contact.offeringsCount, contact.offeringsStatus] : [contact.investmentsCount, contact.investmentsStatus];
      const counted = rule.status === OFFERING_STATUS.any || rule.status === status ? total : 0;
      const what = offerings ? 'offering' : 'investment';
      return verdict(compare(counted, rule.operator, rule.value), () => `${plural(total, what)}, ${status === OFFERING_STATUS.active ? 'active' : 'inactive'}`);
    }
    case CRITERION.personalInfo:
      return verdict(contact.personalInfoKnown === (rule.personalInfo === KNOWN.known), () => `personal info is ${contact.personalInfoKnown ? 'known' : 'unknown'}`);
    case CRITERION.hasMobileServiceAccount:
      return verdict(contact.mobileServiceAccount === (rule.mobileServiceAccount === YES_NO.yes), () =>
        contact.mobileServiceAccount ? 'has a mobile service account' : 'has no mobile service account',
      );
    case CRITERION.function: {
      // A contact without a function is "not" any function.
      const equal = contact.functionId === rule.functionValue;
      return verdict(rule.functionOption === FUNCTION_OPTION.equal ? equal : !equal, () =>
        contact.functionId ? `function is ${label(MASTER_CONTACT_FUNCTIONS, contact.functionId)}` : 'no function',
      );
    }
    case CRITERION.vipRole: {
      const roles = contact.vipRoleIds ?? [];
      return verdict(roles.some((id) => rule.vipRoleValues.includes(id)), () =>
        roles.length ? `VIP roles ${roles.map((id) => label(DELEGATE_VIP_ROLES, id)).join(', ')}` : 'no VIP role',
      );
    }
    case CRITERION.investmentData: {
      // Never updated counts as not updated.
      const since = monthsBefore(now, rule.value);
      const updated = contact.investmentDataUpdatedAt;
      return verdict(updated === undefined || updated < since, () =>
        updated === undefined ? 'investment data never updated' : `investment data updated on ${day(updated)}, the limit is ${day(since)}`,
      );
    }
  }
}
