import { Random } from '../../infra/local/world/random.ts';
import {
  ACTIVITY_PROCESSES,
  COMPANY_PARTICIPATION_STATUSES,
  DELEGATE_VIP_ROLES,
  PROCESS_OUTCOMES,
  STATUSES_BY_TYPE,
} from '../../shared/directory/vocabulary.ts';
import type { Company, Contact, DirectoryEvent } from '../../shared/directory/records.ts';
import { rolesForType, statusesForType } from '../../shared/target-groups/event-participation-rule.ts';
import { outcomesFor, RULE_PROCESSES } from '../../shared/target-groups/process-state-rule.ts';
import { PACKAGE_TYPES_BY_CRITERION, VALUED_PACKAGE_TYPES } from '../../shared/target-groups/company-options.ts';
import type { RuleInput } from '../../shared/target-groups/rule.ts';
import type { MemoryWorld } from './audience-world.ts';

/**
 * Seeded random directories and target groups for comparing the planned audience with a naive
 * one. Worlds are small but dense in edge cases: sparse ids, contacts without company or
 * function, past and coming events, states with and without an event, packages with and
 * without one. Values are drawn from narrow ranges so that rules often hold and often fail.
 */
const DAY = 86_400;
const maybe = <T>(random: Random, probability: number, value: () => T): T | undefined => (random.chance(probability) ? value() : undefined);

export function randomWorld(random: Random, now: number): MemoryWorld {
  const events: DirectoryEvent[] = Array.from({ length: random.int(2, 5) }, (_, i) => {
    const startTime = now + random.int(-400, 120) * DAY;
    return { id: i + 1, name: `Event ${i + 1}`, startTime, endTime: startTime + DAY, countryName: 'Netherlands', timezone: 'Europe/Amsterdam', status: 1, deadlines: {} };
  });
  const event = () => random.pick(events).id;
  let nextId = 1;
  const companies: Company[] = Array.from({ length: random.int(1, 5) }, (_, i) => {
    const id = i + 1;
    return {
      id,
      name: `Company ${id}`,
      industryId: random.int(1, 3),
      participations: random.sample(events, random.int(0, events.length)).map((e) => ({
        id: nextId++,
        eventId: e.id,
        companyId: id,
        status: random.pick(COMPANY_PARTICIPATION_STATUSES).id,
        representativesAssigned: random.chance(0.5),
        invoicingInfoKnown: random.chance(0.5),
        logoKnown: random.chance(0.5),
      })),
      packages: Array.from({ length: random.int(0, 4) }, () => {
        const credit = random.chance(0.3);
        const packageType = credit ? 18 : random.pick([1, 1, 9, 10, random.int(2, 17)]);
        return {
          id: nextId++,
          companyId: id,
          ...(credit ? {} : { eventId: event() }),
          level: random.int(1, 3),
          packageType,
          status: random.int(1, 3),
          amount: random.int(0, 6),
          ...(VALUED_PACKAGE_TYPES.includes(packageType) ? { value: random.int(0, 1) as 0 | 1 } : {}),
        };
      }),
    };
  });
  let contactId = 0;
  const contacts: Contact[] = Array.from({ length: random.int(5, 40) }, () => {
    const id = (contactId += random.int(1, 4));
    const participations = random.sample(events, random.int(0, events.length)).map((e) => {
      const participationType = random.int(1, 5);
      return {
        id: nextId++,
        eventId: e.id,
        contactId: id,
        participationType,
        status: random.pick(STATUSES_BY_TYPE[participationType]),
        ...(random.chance(0.8) ? { roleId: random.pick(rolesForType(participationType)).id } : {}),
        ...(random.chance(0.5) ? { prospectClass: random.int(0, 6) } : {}),
        registeredAt: e.startTime - 30 * DAY,
      };
    });
    const firstName = `First${id}`;
    const lastName = `Last${id}`;
    const companyId = maybe(random, 0.8, () => random.pick(companies).id);
    const functionId = maybe(random, 0.7, () => random.int(1, 3));
    const updatedAt = maybe(random, 0.8, () => now - random.int(0, 400) * DAY);
    return {
      id,
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}`,
      email: `c${id}@example.com`,
      languageId: 1,
      ...(companyId === undefined ? {} : { companyId }),
      ...(functionId === undefined ? {} : { functionId }),
      vipRoleIds: random.sample(DELEGATE_VIP_ROLES, random.int(0, 2)).map((r) => r.id),
      mobileServiceAccount: random.chance(0.5),
      offeringsCount: random.int(0, 3),
      offeringsStatus: random.int(0, 1) as 0 | 1,
      investmentsCount: random.int(0, 3),
      investmentsStatus: random.int(0, 1) as 0 | 1,
      ...(updatedAt === undefined ? {} : { investmentDataUpdatedAt: updatedAt }),
      personalInfoKnown: random.chance(0.5),
      participations,
      meetings: Array.from({ length: random.int(0, 3) }, () => ({
        id: nextId++,
        eventId: event(),
        contactId: id,
        companyId: random.pick(companies).id,
        status: random.int(1, 2),
        startTime: now + random.int(-5, 20) * DAY,
      })),
      blockedTimes: Array.from({ length: random.int(0, 2) }, () => ({ id: nextId++, eventId: event(), contactId: id, startTime: now, endTime: now + 3600 })),
      processStates: Array.from({ length: random.int(0, 3) }, () => ({
        id: nextId++,
        contactId: id,
        ...(random.chance(0.6) ? { eventId: event() } : {}),
        process: random.pick(ACTIVITY_PROCESSES).id,
        outcome: random.pick(PROCESS_OUTCOMES).id,
        updatedAt: now - random.int(0, 10) * DAY,
      })),
    };
  });
  return { events, companies, contacts };
}

function contactOptions(random: Random): Record<string, unknown> {
  const participationType = random.int(0, 5);
  return {
    criterion: random.int(0, 2),
    participationType,
    participationStatus: random.pick(statusesForType(participationType)),
    role: random.chance(0.3) ? random.pick(rolesForType(participationType)).id : null,
    participationStatusClasses: random.chance(0.2) ? random.sample([0, 1, 2, 3, 4, 5, 6], random.int(1, 3)) : [],
    during: random.int(0, 14),
  };
}

function companyOptions(random: Random): Record<string, unknown> {
  const criterion = random.int(0, 3) as 0 | 1 | 2 | 3;
  if (criterion === 0) {
    const custom = random.int(0, 3);
    return { criterion, participatingOptions: { statuses: random.sample([1, 2, 4], random.int(1, 3)), custom, customType: random.int(0, 1) } };
  }
  const type = random.pick(PACKAGE_TYPES_BY_CRITERION[criterion]);
  return {
    criterion,
    packageOptions: {
      level: random.chance(0.3) ? random.int(1, 3) : null,
      type,
      status: random.int(0, 3),
      amountOperator: random.int(0, 2),
      amountValue: random.int(0, 5),
      value: VALUED_PACKAGE_TYPES.includes(type) || random.chance(0.2) ? random.int(0, 1) : null,
    },
  };
}

export function randomRule(random: Random, contactIds: number[]): RuleInput {
  switch (random.int(0, 7)) {
    case 0: {
      const criterion = random.int(0, 6);
      return {
        type: 'MasterContactRule',
        criterion,
        operator: random.int(0, 2),
        value: random.int(0, criterion === 6 ? 14 : 3),
        status: random.int(0, 2),
        personalInfo: random.int(0, 1),
        mobileServiceAccount: random.int(0, 1),
        functionOption: random.int(0, 1),
        functionValue: random.int(1, 3),
        vipRoleValues: random.sample([1, 2, 3, 4, 5, 6], random.int(1, 2)),
      } as RuleInput;
    }
    case 1:
      return { type: 'MasterCompanyRule', criterion: 0, operator: random.int(0, 1), value: random.int(1, 3) } as RuleInput;
    case 2:
    case 3:
      return random.chance(0.6)
        ? ({ type: 'EventParticipationRule', criterion: 0, contactOptions: contactOptions(random) } as RuleInput)
        : ({ type: 'EventParticipationRule', criterion: 1, companyOptions: companyOptions(random) } as RuleInput);
    case 4:
      return { type: 'MeetingsRule', criterion: random.int(0, 1), operator: random.int(0, 3), during: random.int(0, 1), value: random.int(0, 3) } as RuleInput;
    case 5:
      return { type: 'OtherRule', criterion: 0, operator: random.int(0, 2), value: random.int(0, 2) } as RuleInput;
    case 6: {
      const process = random.pick(RULE_PROCESSES).id;
      const operator = random.int(0, 1);
      return { type: 'ProcessStateRule', process, operator, outcome: random.pick(outcomesFor(process, operator)).id } as RuleInput;
    }
    default:
      return { type: 'FixedContactRule', masterContactIds: [...random.sample(contactIds, random.int(1, 6)), random.int(1, 200)] } as RuleInput;
  }
}

/** A positive participation rule in this event, so that planned sections start from the roster. */
export const participatingRule = (random: Random): RuleInput => ({ type: 'EventParticipationRule', criterion: 0, contactOptions: { ...contactOptions(random), criterion: 0 } }) as RuleInput;

export function randomGroup(random: Random, contactIds: number[]) {
  return {
    targetGroupSections: Array.from({ length: random.int(1, 3) }, () => {
      const rules = Array.from({ length: random.int(1, 3) }, () => randomRule(random, contactIds));
      if (random.chance(0.5)) rules.unshift(participatingRule(random));
      return { targetGroupRules: rules };
    }),
  };
}
