import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { EVENT, importTargetGroupWorld } from '../support/target-groups.ts';
import { targetGroup } from '../support/test-data/index.ts';

/** The Test Target Group panel's calls: one contact with the explanation, and the paged list of matches. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await importTargetGroupWorld(api.admin);
});
afterAll(() => api.stop());

const delegate = { type: 'EventParticipationRule', criterion: 0, contactOptions: { criterion: 0, participationType: 2, participationStatus: 0 } };
const banking = { type: 'MasterCompanyRule', criterion: 0, operator: 0, value: 1 };
const mobile = { type: 'MasterContactRule', criterion: 3, mobileServiceAccount: 0 };
const hasOfferings = { type: 'MasterContactRule', criterion: 0, operator: 2, value: 0, status: 2 };
const test = (masterContactId: number, group: unknown, eventId: number = EVENT) => api.staff.post('/v1/target-groups/test-master-contact', { masterContactId, eventId, targetGroup: group });
const list = (query: string, group: unknown = targetGroup([{ type: 'FixedContactRule', masterContactIds: [1, 2, 3, 4, 5, 6] }])) =>
  api.staff.post(`/v1/target-groups/test-rule-master-contacts${query}`, { eventId: EVENT, targetGroup: group });

describe('test-master-contact', () => {
  it('answers whether the contact is in the group and explains every rule, naming the one that failed', async () => {
    const answer = await test(2, targetGroup([delegate, banking], [mobile]));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ result: false, masterContact: { id: 2, fullName: 'Ben Cancelled' }, event: { id: 1, name: 'Test Summit 1' } });
    expect(answer.body.data.explanation).toEqual({
      result: false,
      sections: [
        {
          held: false,
          rules: [
            {
              type: 'EventParticipationRule',
              name: 'Is participating as delegate',
              held: false,
              saw: 'Event participation: is participating as delegate - no: participation #102 is cancelled',
            },
            { type: 'MasterCompanyRule', name: 'Industry is Banking', held: true, saw: 'Company property: industry is Banking - yes: company #1 Alpha Bank is in Banking' },
          ],
        },
        {
          held: false,
          rules: [{ type: 'MasterContactRule', name: 'Has a mobile service account', held: false, saw: 'Contact property: has a mobile service account - no: has no mobile service account' }],
        },
      ],
    });
  });

  it('says yes when one section holds', async () => {
    const answer = await test(1, targetGroup([delegate, banking], [mobile]));
    expect(answer.body.data.result).toBe(true);
    expect(answer.body.data.explanation.sections.map((s: { held: boolean }) => s.held)).toEqual([true, true]);
    expect(answer.body.data.explanation.sections[0].rules[0].saw).toBe('Event participation: is participating as delegate - yes: participation #101 is confirmed');
  });

  it('explains the values it saw for every rule type', async () => {
    const rules = [
      { type: 'MasterContactRule', criterion: 6, value: 6 },
      { type: 'EventParticipationRule', criterion: 0, contactOptions: { criterion: 2, participationType: 2, participationStatus: 0, during: 6 } },
      { type: 'EventParticipationRule', criterion: 1, companyOptions: { criterion: 2, packageOptions: { type: 9, status: 1, amountOperator: 2, amountValue: 0, value: 1 } } },
      { type: 'MeetingsRule', criterion: 0, operator: 2, during: 0, value: 1 },
      { type: 'OtherRule', criterion: 0, operator: 0, value: 0 },
      { type: 'ProcessStateRule', process: 1, operator: 1, outcome: 5 },
      { type: 'FixedContactRule', masterContactIds: [1, 5] },
    ];
    const answer = await test(2, targetGroup(rules));
    expect(answer.body.data.explanation.sections[0].rules.map((r: { saw: string }) => r.saw)).toEqual([
      expect.stringMatching(/^Contact property: investment data not updated in 6 months - yes: investment data updated on \d{4}-\d\d-\d\d, the limit is \d{4}-\d\d-\d\d$/),
      expect.stringMatching(/^Event participation: has not participated as delegate during the last 6 months - no: participation #105 is confirmed in event #3 that started \d{4}-\d\d-\d\d$/),
      'Event participation: company has event based packages, Matching, active, value yes, amount more than 0 - yes: package #301 Matching, level 2, active, amount 3, value yes',
      'Meetings: has booked meetings more than 1 - no: 0 booked meetings in event #1',
      'Other: has blocked times equal to 0 - yes: 0 blocked times in event #1',
      'Process State: process Inviting is Registration - no: current states: Inviting is Cancellation (state #603)',
      'Fixed contact: contact is #1 or #5 - no: contact #2 is not among the 2 chosen',
    ]);
  });

  it('refuses bad input with the texts of section 5, never a 500', async () => {
    const missing = await api.staff.post('/v1/target-groups/test-master-contact', {});
    expect(missing.status).toBe(422);
    expect(missing.body.error.errors).toEqual({
      masterContactId: 'Please select a master contact.',
      eventId: 'Please select an event.',
      'targetGroup.targetGroupSections': 'Target group is required.',
    });
    const unknownType = await test(1, targetGroup([delegate], [{ type: 'AgeRule', value: 3 }]));
    expect(unknownType.status).toBe(422);
    expect(unknownType.body.error.errors['targetGroup.targetGroupSections.1.targetGroupRules.0.type']).toMatch(/^Rule type must be one of MasterContactRule/);
    const badRule = await test(1, targetGroup([{ type: 'MeetingsRule', criterion: 0, operator: 0, during: 0, value: -1 }]));
    expect(badRule.body.error.errors).toEqual({ 'targetGroup.targetGroupSections.0.targetGroupRules.0.value': 'Number is non-negative.' });
    expect(badRule.body.error.message).toBe('Number is non-negative.');
    for (const body of [[], 'text', { masterContactId: 'x', eventId: null, targetGroup: [] }]) {
      const answer = await api.staff.post('/v1/target-groups/test-master-contact', body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
    }
  });

  it('names an unknown contact or event', async () => {
    const contact = await test(999, targetGroup([mobile]));
    expect(contact.status).toBe(422);
    expect(contact.body.error.errors).toEqual({ masterContactId: 'The master contact with #999 can not be found.' });
    const event = await test(1, targetGroup([mobile]), 999);
    expect(event.status).toBe(422);
    expect(event.body.error.errors).toEqual({ eventId: 'The event with #999 can not be found.' });
  });

  it('needs a signed-in user', async () => {
    expect((await api.anonymous.post('/v1/target-groups/test-master-contact', {})).status).toBe(401);
    expect((await api.anonymous.post('/v1/target-groups/test-rule-master-contacts', {})).status).toBe(401);
    expect((await api.anonymous.post('/v1/target-groups/send-test-messages', {})).status).toBe(401);
    expect((await test(1, targetGroup([mobile]))).status).toBe(200);
    expect((await api.admin.post('/v1/target-groups/test-master-contact', { masterContactId: 1, eventId: EVENT, targetGroup: targetGroup([mobile]) })).status).toBe(200);
  });
});

describe('test-rule-master-contacts', () => {
  const ids = (answer: { body: { data: { items: { id: number }[] } } }) => answer.body.data.items.map((item) => item.id);

  it('answers the matching contacts with their company, newest id first by default', async () => {
    const answer = await list('', targetGroup([banking], [{ type: 'FixedContactRule', masterContactIds: [5] }]));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({
      items: [
        { id: 5, fullName: 'Eve Nobody', email: 'eve@example.com', masterCompany: null },
        { id: 2, fullName: 'Ben Cancelled', email: 'ben@alpha.example', masterCompany: { id: 1, name: 'Alpha Bank' } },
        { id: 1, fullName: 'Ada Delegate', email: 'ada@alpha.example', masterCompany: { id: 1, name: 'Alpha Bank' } },
      ],
      total: 3,
    });
  });

  it('sorts by id, name, email and company name', async () => {
    expect(ids(await list('?sort=id'))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(await list('?sort=fullName'))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(await list('?sort=-fullName'))).toEqual([6, 5, 4, 3, 2, 1]);
    expect(ids(await list('?sort=email'))).toEqual([1, 2, 3, 4, 5, 6]);
    // Alpha Bank (1, 2), Beta Insurance (3, 6), Gamma Retail (4); no company last
    expect(ids(await list('?sort=masterCompany.name'))).toEqual([1, 2, 3, 6, 4, 5]);
  });

  it('filters by id, name, email and company name', async () => {
    expect(ids(await list('?filter[id]=3'))).toEqual([3]);
    expect(ids(await list('?filter[fullName:like]=an&sort=id'))).toEqual([2, 4]);
    expect(ids(await list('?filter[fullName]=Cleo%20Partner'))).toEqual([3]);
    expect(ids(await list('?filter[email:like]=beta.example&sort=id'))).toEqual([3, 6]);
    expect(ids(await list('?filter[masterCompany.name:like]=alpha&sort=id'))).toEqual([1, 2]);
    const answer = await list('?filter[masterCompany.name]=Gamma%20Retail');
    expect(answer.body.data).toEqual({ items: [{ id: 4, fullName: 'Dan Prospect', email: 'dan@gamma.example', masterCompany: { id: 3, name: 'Gamma Retail' } }], total: 1 });
  });

  it('pages with page[number]/page[size] and with page/size', async () => {
    const second = await list('?page[number]=2&page[size]=5&sort=id');
    expect(second.body.data.total).toBe(6);
    expect(ids(second)).toEqual([6]);
    expect(ids(await list('?page=1&size=5&sort=id'))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(await list('?page=3&size=5'))).toEqual([]);
  });

  it('refuses unknown list parameters with a 400 that names them', async () => {
    const sort = await list('?sort=phoneNumber');
    expect(sort.status).toBe(400);
    expect(sort.body.error.message).toBe("Unknown sort field 'phoneNumber'.");
    expect((await list('?size=7')).status).toBe(400);
    expect((await list('?filter[languageId]=1')).status).toBe(400);
  });

  it('needs an event and a target group', async () => {
    const answer = await api.staff.post('/v1/target-groups/test-rule-master-contacts', { targetGroup: targetGroup([]) });
    expect(answer.status).toBe(422);
    expect(answer.body.error.errors).toEqual({ eventId: 'Please select an event.', 'targetGroup.targetGroupSections': 'Target group is required.' });
    const unknown = await api.staff.post('/v1/target-groups/test-rule-master-contacts', { eventId: 999, targetGroup: targetGroup([mobile]) });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.errors).toEqual({ eventId: 'The event with #999 can not be found.' });
  });

  it('answers the same audience to concurrent requests', async () => {
    const group = targetGroup([hasOfferings], [delegate]);
    const answers = await Promise.all(Array.from({ length: 8 }, () => list('?sort=id', group)));
    for (const answer of answers) expect(ids(answer)).toEqual([1, 2]);
  });
});

describe('count (the audience size beside the target group)', () => {
  const count = (group: unknown, eventId: number = EVENT) => api.staff.post('/v1/target-groups/count', { eventId, targetGroup: group });

  it('counts the planned candidates that are in the group, as the contact list does', async () => {
    const group = targetGroup([{ type: 'FixedContactRule', masterContactIds: [1, 2, 3, 4, 5, 6] }, banking], [{ type: 'FixedContactRule', masterContactIds: [5] }]);
    const answer = await count(group);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({ eventId: EVENT, count: 3, read: 'candidates', evaluated: 6 });
    expect((await list('', group)).body.data.total).toBe(3);
    // the event's roster bounds it: only its delegates are read
    const delegates = await count(targetGroup([delegate, banking]));
    expect(delegates.body.data).toMatchObject({ count: 1, read: 'candidates' });
    expect(delegates.body.data.evaluated).toBeLessThan(6);
  });

  it('does not read every contact: a section the planner cannot bound answers no count', async () => {
    expect((await count(targetGroup([mobile]))).body.data).toEqual({ eventId: EVENT, count: null, read: 'all contacts', evaluated: 0 });
    expect((await count(targetGroup([delegate], [mobile]))).body.data).toMatchObject({ count: null, read: 'all contacts' });
  });

  it('needs an event and a target group, with the texts of the test panel', async () => {
    const answer = await api.staff.post('/v1/target-groups/count', { targetGroup: targetGroup([]) });
    expect(answer.status).toBe(422);
    expect(answer.body.error.errors).toEqual({ eventId: 'Please select an event.', 'targetGroup.targetGroupSections': 'Target group is required.' });
    expect((await count(targetGroup([delegate]), 999)).body.error.errors).toEqual({ eventId: 'The event with #999 can not be found.' });
  });

  it('needs a signed-in user', async () => {
    expect((await api.anonymous.post('/v1/target-groups/count', { eventId: EVENT, targetGroup: targetGroup([delegate]) })).status).toBe(401);
  });
});
