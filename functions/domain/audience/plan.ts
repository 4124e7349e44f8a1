import type { RosterEntry } from '../../data/directory/store.ts';
import type { TargetGroup, TargetGroupSection } from '../../../shared/target-groups/target-group.ts';
import { CONTACT_CRITERION, PARTICIPATION_RULE_CRITERION } from '../../../shared/target-groups/event-participation-rule.ts';
import { matchesParticipation } from './rules/participation-match.ts';

/**
 * Plans before reading. A section can only be met by contacts its positive event-scoped rules
 * name: "is participating" in this event (the event's roster, filtered by type, status and role)
 * and fixed contacts (their ids). A section with such a rule starts from that candidate set (the
 * intersection when it has several); a section without one could be met by anyone, and then
 * every contact is read. The candidates are a superset: evaluation decides.
 */
export type SectionSeed = 'event roster' | 'fixed contacts' | 'event roster and fixed contacts' | 'all contacts';

export interface Plan {
  /** Candidate contact ids, or 'all' when some section needs every contact. */
  candidates: Set<number> | 'all';
  sections: { seed: SectionSeed; candidates?: number }[];
}

function seedsOf(section: TargetGroupSection) {
  const participation = [];
  const fixed = [];
  for (const rule of section.targetGroupRules) {
    if (rule.type === 'EventParticipationRule' && rule.criterion === PARTICIPATION_RULE_CRITERION.contact && rule.contactOptions.criterion === CONTACT_CRITERION.isParticipating)
      participation.push(rule.contactOptions);
    if (rule.type === 'FixedContactRule') fixed.push(rule.masterContactIds);
  }
  return { participation, fixed };
}

const intersect = (a: Set<number> | undefined, b: Iterable<number>): Set<number> => {
  const next = new Set(b);
  return a ? new Set([...a].filter((id) => next.has(id))) : next;
};

const seedName = (seeds: ReturnType<typeof seedsOf>): SectionSeed =>
  seeds.participation.length && seeds.fixed.length
    ? 'event roster and fixed contacts'
    : seeds.participation.length
      ? 'event roster'
      : seeds.fixed.length
        ? 'fixed contacts'
        : 'all contacts';

export async function plan(group: TargetGroup, loadRoster: () => Promise<RosterEntry[]>): Promise<Plan> {
  const seeds = group.targetGroupSections.map(seedsOf);
  if (seeds.some((s) => seedName(s) === 'all contacts')) return { candidates: 'all', sections: seeds.map((s) => ({ seed: seedName(s) })) };
  const roster = seeds.some((s) => s.participation.length) ? await loadRoster() : [];
  const union = new Set<number>();
  const sections = seeds.map((s) => {
    let ids: Set<number> | undefined;
    for (const options of s.participation) ids = intersect(ids, roster.filter((entry) => matchesParticipation(options, entry, true)).map((entry) => entry.contactId));
    for (const fixed of s.fixed) ids = intersect(ids, fixed);
    for (const id of ids!) union.add(id);
    return { seed: seedName(s), candidates: ids!.size };
  });
  return { candidates: union, sections };
}
