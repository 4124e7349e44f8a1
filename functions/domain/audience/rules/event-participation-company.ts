import { COMPANY_PARTICIPATION_STATUSES, PACKAGE_STATUSES, PACKAGE_TYPES } from '../../../../shared/directory/vocabulary.ts';
import type { CompanyParticipation, Package } from '../../../../shared/directory/records.ts';
import { ANY, compare, KNOWN, label } from '../../../../shared/target-groups/fields.ts';
import { COMPANY_CRITERION, PARTICIPATING_CUSTOM_OPTION as CUSTOM, type CompanyOptions, type PackageOptions, type ParticipatingOptions } from '../../../../shared/target-groups/company-options.ts';
import { verdict, type EvaluationContext, type Verdict } from '../context.ts';

/**
 * The contact's company (a contact without a company meets none of these).
 * - is participating: its participation in this event has one of the statuses and the custom condition.
 * - has packages: a package for this event or without an event (credit packages) matches.
 * - has event based packages: a package for this event matches; credit based: a package without an event.
 * A package matches when level, type, status and value (where given) agree and its amount compares.
 */
export function evaluateCompanyParticipation(o: CompanyOptions, { company, event }: EvaluationContext): Verdict {
  if (!company) return verdict(false, () => 'the contact has no company');
  if (o.criterion === COMPANY_CRITERION.isParticipating) {
    const participation = company.participations.find((p) => p.eventId === event.id);
    const held = participation !== undefined && participationMatches(o.participatingOptions, participation);
    return verdict(held, () =>
      participation
        ? `company #${company.id} participation #${participation.id} is ${label(COMPANY_PARTICIPATION_STATUSES, participation.status).toLowerCase()}, ${customFacts(participation)}`
        : `company #${company.id} does not take part in event #${event.id}`,
    );
  }
  const relevant = company.packages.filter((p) =>
    o.criterion === COMPANY_CRITERION.hasEventPackages ? p.eventId === event.id : o.criterion === COMPANY_CRITERION.hasCreditPackages ? p.eventId === undefined : p.eventId === event.id || p.eventId === undefined,
  );
  const match = relevant.find((p) => packageMatches(o.packageOptions, p));
  return verdict(match !== undefined, () => {
    if (match) return describePackage(match);
    if (!relevant.length) return `company #${company.id} has no such packages${o.criterion === COMPANY_CRITERION.hasCreditPackages ? '' : ` for event #${event.id}`}`;
    return `none of ${relevant.length} packages matches: ${relevant.slice(0, 3).map(describePackage).join('; ')}`;
  });
}

function participationMatches(o: ParticipatingOptions, p: CompanyParticipation): boolean {
  if (!o.statuses.includes(p.status)) return false;
  const known = o.customType === KNOWN.known;
  if (o.custom === CUSTOM.representativesNotAssigned) return !p.representativesAssigned;
  if (o.custom === CUSTOM.invoicingInfo) return p.invoicingInfoKnown === known;
  if (o.custom === CUSTOM.logo) return p.logoKnown === known;
  return true;
}

const customFacts = (p: CompanyParticipation) =>
  `representatives ${p.representativesAssigned ? '' : 'not '}assigned, invoicing info ${p.invoicingInfoKnown ? 'known' : 'unknown'}, logo ${p.logoKnown ? 'known' : 'unknown'}`;

function packageMatches(o: PackageOptions, p: Package): boolean {
  if (o.level !== null && p.level !== o.level) return false;
  if (o.type !== ANY && p.packageType !== o.type) return false;
  if (o.status !== ANY && p.status !== o.status) return false;
  if (o.value !== null && p.value !== o.value) return false;
  return compare(p.amount, o.amountOperator, o.amountValue);
}

const describePackage = (p: Package) =>
  `package #${p.id} ${label(PACKAGE_TYPES, p.packageType)}, level ${p.level}, ${label(PACKAGE_STATUSES, p.status).toLowerCase()}, amount ${p.amount}${p.value === undefined ? '' : `, value ${p.value ? 'yes' : 'no'}`}`;
