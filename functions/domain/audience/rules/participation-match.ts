import { CONFIRMED_STATUSES, PARTICIPATION_STATUSES, PARTICIPATION_TYPES, EVENT_ROLES, PROSPECT_CLASSES } from '../../../../shared/directory/vocabulary.ts';
import { ANY, label } from '../../../../shared/target-groups/fields.ts';
import type { ContactOptions } from '../../../../shared/target-groups/event-participation-rule.ts';

/**
 * Whether a participation is the kind a contact rule asks about. Status "any" means taking part
 * (CONFIRMED_STATUSES: a cancelled or no-show delegate is not participating); a named
 * status means exactly that status. Roster entries carry no prospect class, so the planner's
 * filter (`ignoreClasses`) is a superset that evaluation narrows.
 */
export interface ParticipationLike {
  participationType: number;
  status: number;
  roleId?: number;
  prospectClass?: number;
}

type Wanted = Pick<ContactOptions, 'participationType' | 'participationStatus' | 'role' | 'participationStatusClasses'>;

export function matchesParticipation(o: Wanted, p: ParticipationLike, ignoreClasses = false): boolean {
  if (o.participationType !== ANY && p.participationType !== o.participationType) return false;
  if (o.participationStatus === ANY ? !CONFIRMED_STATUSES.includes(p.status) : p.status !== o.participationStatus) return false;
  if (o.role !== null && p.roleId !== o.role) return false;
  if (ignoreClasses || !o.participationStatusClasses.length) return true;
  return p.prospectClass !== undefined && o.participationStatusClasses.includes(p.prospectClass);
}

/** 'participation #812 is cancelled', plus whatever else differs from what the rule asks. */
export function describeParticipation(p: ParticipationLike & { id: number }, o: Wanted): string {
  let text = `participation #${p.id} is ${label(PARTICIPATION_STATUSES, p.status).toLowerCase()}`;
  if (o.participationType === ANY || p.participationType !== o.participationType) text += ` as ${label(PARTICIPATION_TYPES, p.participationType).toLowerCase()}`;
  if (o.role !== null && p.roleId !== o.role) text += `, role ${p.roleId ? label(EVENT_ROLES, p.roleId) : 'none'}`;
  if (o.participationStatusClasses.length && !o.participationStatusClasses.includes(p.prospectClass ?? -1))
    text += `, class ${p.prospectClass === undefined ? 'none' : label(PROSPECT_CLASSES, p.prospectClass)}`;
  return text;
}
