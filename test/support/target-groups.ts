import { companyRecord, contactRecord, eventRecord, importAll, type Poster } from './test-data/index.ts';

/**
 * A small directory where every target-group rule's audience is known by construction.
 * Event 1 is the audience's event (in 40 days); event 2 starts in 10 days; event 3 started 60 days
 * ago; event 4 400 days ago. Company 1 (Banking) takes part in event 1 confirmed, with a Matching
 * package there and a credit package; company 2 (Insurance) cancelled, with a package at event 2
 * only; company 3 (Retail) has nothing.
 *
 * | contact | company | at event 1 | elsewhere | other facts |
 * |---|---|---|---|---|
 * | 1 Ada | 1 | confirmed delegate (#101) | | CEO, VIP keynote speaker, mobile account, 3 active offerings, 2 active investments, 2 booked meetings (one in 2 days) and 1 open request, 1 blocked time, Inviting: Maybe then Registration |
 * | 2 Ben | 1 | cancelled delegate (#102) | confirmed delegate at event 3 | CIO, personal info unknown, 1 inactive offering, investment data 400 days old, Inviting: Cancellation |
 * | 3 Cleo | 2 | confirmed partner, account manager (#103) | | no function, Award winner, Research: Lead (no event) |
 * | 4 Dan | 3 | confirmed prospect, class A1 (#104) | confirmed delegate at event 2, a booked meeting and a blocked time at event 2 | IT Director, no investment data |
 * | 5 Eve | none | | | CEO, Inviting: Maybe at event 3 |
 * | 6 Finn | 2 | | confirmed delegate at event 2 and 4, no-show delegate at event 3 | no function, no investment data |
 */
const DAY = 86_400;
export const NOW = Math.floor(Date.now() / 1000);
export const EVENT = 1;

export function targetGroupWorld(): unknown[] {
  const participation = (id: number, contactId: number, eventId: number, participationType: number, status: number, extra: Record<string, unknown> = {}) => ({
    type: 'participation',
    id,
    contactId,
    eventId,
    participationType,
    status,
    roleId: participationType === 1 ? 6 : 1,
    registeredAt: NOW - 100 * DAY,
    ...extra,
  });
  return [
    eventRecord(1, { startTime: NOW + 40 * DAY, endTime: NOW + 40 * DAY + 8 * 3600 }),
    eventRecord(2, { startTime: NOW + 10 * DAY, endTime: NOW + 10 * DAY + 8 * 3600 }),
    eventRecord(3, { startTime: NOW - 60 * DAY, endTime: NOW - 60 * DAY + 8 * 3600 }),
    eventRecord(4, { startTime: NOW - 400 * DAY, endTime: NOW - 400 * DAY + 8 * 3600 }),
    companyRecord(1, { name: 'Alpha Bank', industryId: 1 }),
    companyRecord(2, { name: 'Beta Insurance', industryId: 2 }),
    companyRecord(3, { name: 'Gamma Retail', industryId: 3 }),
    { type: 'companyParticipation', id: 201, eventId: 1, companyId: 1, status: 1, representativesAssigned: false, invoicingInfoKnown: true, logoKnown: false },
    { type: 'companyParticipation', id: 202, eventId: 1, companyId: 2, status: 2, representativesAssigned: true, invoicingInfoKnown: false, logoKnown: true },
    { type: 'package', id: 301, companyId: 1, eventId: 1, level: 2, packageType: 9, status: 1, amount: 3, value: 1 },
    { type: 'package', id: 302, companyId: 1, level: 1, packageType: 18, status: 1, amount: 10 },
    { type: 'package', id: 303, companyId: 2, eventId: 2, level: 1, packageType: 1, status: 1, amount: 5 },
    contactRecord(1, {
      firstName: 'Ada',
      lastName: 'Delegate',
      email: 'ada@alpha.example',
      companyId: 1,
      functionId: 1,
      vipRoleIds: [1],
      mobileServiceAccount: true,
      offeringsCount: 3,
      offeringsStatus: 1,
      investmentsCount: 2,
      investmentsStatus: 1,
      investmentDataUpdatedAt: NOW - 30 * DAY,
    }),
    contactRecord(2, {
      firstName: 'Ben',
      lastName: 'Cancelled',
      email: 'ben@alpha.example',
      companyId: 1,
      functionId: 2,
      personalInfoKnown: false,
      offeringsCount: 1,
      offeringsStatus: 0,
      investmentDataUpdatedAt: NOW - 400 * DAY,
    }),
    contactRecord(3, { firstName: 'Cleo', lastName: 'Partner', email: 'cleo@beta.example', companyId: 2, vipRoleIds: [3], investmentDataUpdatedAt: NOW - 10 * DAY }),
    contactRecord(4, { firstName: 'Dan', lastName: 'Prospect', email: 'dan@gamma.example', companyId: 3, functionId: 9 }),
    contactRecord(5, { firstName: 'Eve', lastName: 'Nobody', email: 'eve@example.com', functionId: 1, investmentDataUpdatedAt: NOW - 100 * DAY }),
    contactRecord(6, { firstName: 'Finn', lastName: 'Past', email: 'finn@beta.example', companyId: 2 }),
    participation(101, 1, 1, 2, 1),
    participation(102, 2, 1, 2, 4),
    participation(103, 3, 1, 1, 1),
    participation(104, 4, 1, 3, 1, { prospectClass: 0 }),
    participation(105, 2, 3, 2, 1),
    participation(106, 4, 2, 2, 1),
    participation(107, 6, 2, 2, 1),
    participation(108, 6, 4, 2, 1),
    participation(109, 6, 3, 2, 5),
    { type: 'meeting', id: 401, eventId: 1, contactId: 1, companyId: 2, status: 1, startTime: NOW + 2 * DAY },
    { type: 'meeting', id: 402, eventId: 1, contactId: 1, companyId: 2, status: 1, startTime: NOW + 40 * DAY },
    { type: 'meeting', id: 403, eventId: 1, contactId: 1, companyId: 2, status: 2, startTime: NOW + 40 * DAY },
    { type: 'meeting', id: 404, eventId: 2, contactId: 4, companyId: 2, status: 1, startTime: NOW + 10 * DAY },
    { type: 'blockedTime', id: 501, eventId: 1, contactId: 1, startTime: NOW + 40 * DAY, endTime: NOW + 40 * DAY + 3600 },
    { type: 'blockedTime', id: 502, eventId: 2, contactId: 4, startTime: NOW + 10 * DAY, endTime: NOW + 10 * DAY + 3600 },
    { type: 'processState', id: 601, contactId: 1, eventId: 1, process: 1, outcome: 16, updatedAt: NOW - 10 * DAY },
    { type: 'processState', id: 602, contactId: 1, eventId: 1, process: 1, outcome: 5, updatedAt: NOW - DAY },
    { type: 'processState', id: 603, contactId: 2, eventId: 1, process: 1, outcome: 25, updatedAt: NOW - DAY },
    { type: 'processState', id: 604, contactId: 3, process: 2, outcome: 13, updatedAt: NOW - DAY },
    { type: 'processState', id: 605, contactId: 5, eventId: 3, process: 1, outcome: 16, updatedAt: NOW - DAY },
  ];
}

export async function importTargetGroupWorld(admin: Poster) {
  await importAll(admin, targetGroupWorld());
}

/** The ids of the audience of a group at an event, through the paged list. */
export async function audienceIds(client: Poster, targetGroup: unknown, eventId = EVENT): Promise<number[]> {
  const answer = await client.post('/v1/target-groups/test-rule-master-contacts?sort=id&page[size]=100', { eventId, targetGroup });
  if (answer.status !== 200) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data.items.map((item: { id: number }) => item.id);
}
