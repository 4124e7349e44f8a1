import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { audienceIds, importTargetGroupWorld } from '../support/target-groups.ts';
import { targetGroup } from '../support/test-data/index.ts';

/**
 * One test per rule type and option (the decision table of docs/audience.md), each against the
 * world of test/support/target-groups.ts, whose table says who should be in each audience.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await importTargetGroupWorld(api.admin);
});
afterAll(() => api.stop());

const contactProperty = (fields: Record<string, unknown>) => ({ type: 'MasterContactRule', ...fields });
const participation = (options: Record<string, unknown>) => ({
  type: 'EventParticipationRule',
  criterion: 0,
  contactOptions: { participationType: 0, participationStatus: 0, ...options },
});
const company = (options: Record<string, unknown>) => ({ type: 'EventParticipationRule', criterion: 1, companyOptions: options });
const participating = (statuses: number[], custom = 0, customType: number | null = null) => company({ criterion: 0, participatingOptions: { statuses, custom, customType } });
const packages = (criterion: number, options: Record<string, unknown>) =>
  company({ criterion, packageOptions: { type: 0, status: 0, amountOperator: 2, amountValue: 0, ...options } });
const meetings = (criterion: number, operator: number, value: number, during = 0) => ({ type: 'MeetingsRule', criterion, operator, value, during });
const processState = (process: number, operator: number, outcome: number) => ({ type: 'ProcessStateRule', process, operator, outcome });

const ROWS: [string, unknown, number[]][] = [
  // contact properties
  ['has active offerings more than 2', contactProperty({ criterion: 0, operator: 2, value: 2, status: 1 }), [1]],
  ['has offerings (any status) equal to 1', contactProperty({ criterion: 0, operator: 0, value: 1, status: 2 }), [2]],
  ['has inactive offerings equal to 0 (active ones count as none)', contactProperty({ criterion: 0, operator: 0, value: 0, status: 0 }), [1, 3, 4, 5, 6]],
  ['has active investments more than 1', contactProperty({ criterion: 1, operator: 2, value: 1, status: 1 }), [1]],
  ['has investments less than 1', contactProperty({ criterion: 1, operator: 1, value: 1, status: 2 }), [2, 3, 4, 5, 6]],
  ['personal info is unknown', contactProperty({ criterion: 2, personalInfo: 1 }), [2]],
  ['personal info is known', contactProperty({ criterion: 2, personalInfo: 0 }), [1, 3, 4, 5, 6]],
  ['has a mobile service account', contactProperty({ criterion: 3, mobileServiceAccount: 0 }), [1]],
  ['has no mobile service account', contactProperty({ criterion: 3, mobileServiceAccount: 1 }), [2, 3, 4, 5, 6]],
  ['function is CEO', contactProperty({ criterion: 4, functionOption: 0, functionValue: 1 }), [1, 5]],
  ['function is not CEO (no function counts as not)', contactProperty({ criterion: 4, functionOption: 1, functionValue: 1 }), [2, 3, 4, 6]],
  ['VIP role is keynote speaker or press', contactProperty({ criterion: 5, vipRoleValues: [1, 6] }), [1]],
  ['investment data not updated in 3 months (never updated counts)', contactProperty({ criterion: 6, value: 3 }), [2, 4, 5, 6]],
  ['investment data not updated in 6 months', contactProperty({ criterion: 6, value: 6 }), [2, 4, 6]],
  // company properties
  ['industry is Banking', { type: 'MasterCompanyRule', criterion: 0, operator: 0, value: 1 }, [1, 2]],
  ['industry is not Banking (no company counts as not)', { type: 'MasterCompanyRule', criterion: 0, operator: 1, value: 1 }, [3, 4, 5, 6]],
  // event participation of the contact
  ['is participating (any: confirmed or rebooked, any type)', participation({ criterion: 0 }), [1, 3, 4]],
  ['is participating as delegate', participation({ criterion: 0, participationType: 2 }), [1]],
  ['is participating as delegate, cancelled', participation({ criterion: 0, participationType: 2, participationStatus: 4 }), [2]],
  ['is participating as partner, role account manager', participation({ criterion: 0, participationType: 1, role: 6 }), [3]],
  ['is participating as delegate, role chair', participation({ criterion: 0, participationType: 2, role: 2 }), []],
  ['is participating as prospect, class A1', participation({ criterion: 0, participationType: 3, participationStatusClasses: [0] }), [4]],
  ['is participating, class B', participation({ criterion: 0, participationStatusClasses: [4] }), []],
  ['is not participating in this event', participation({ criterion: 1, during: 0 }), [2, 5, 6]],
  ['is not participating, nor in the coming 4 weeks', participation({ criterion: 1, during: 4 }), [2, 5]],
  ['is not participating as delegate in the coming 1 week', participation({ criterion: 1, participationType: 2, during: 1 }), [2, 3, 4, 5, 6]],
  ['has not participated during the last 6 months', participation({ criterion: 2, during: 6 }), [1, 3, 4, 5, 6]],
  ['has never participated', participation({ criterion: 2, during: 0 }), [1, 3, 4, 5]],
  ['has not participated as delegate, no show, during the last 6 months', participation({ criterion: 2, participationType: 2, participationStatus: 5, during: 6 }), [1, 2, 3, 4, 5]],
  // event participation of the company
  ['company is participating, confirmed', participating([1]), [1, 2]],
  ['company is participating, cancelled', participating([2]), [3, 6]],
  ['company is participating, confirmed or rebook, representatives not assigned', participating([1, 4], 1), [1, 2]],
  ['company is participating, cancelled, representatives not assigned', participating([2], 1), []],
  ['company is participating, confirmed, invoicing info is known', participating([1], 2, 0), [1, 2]],
  ['company is participating, confirmed, invoicing info is unknown', participating([1], 2, 1), []],
  ['company is participating, cancelled, logo is known', participating([2], 3, 0), [3, 6]],
  ['company is participating, confirmed, logo is known', participating([1], 3, 0), []],
  ['company has packages (this event or credit)', packages(1, {}), [1, 2]],
  ['company has packages, credits or meeting requests left (only at another event)', packages(1, { type: 1 }), []],
  ['company has event based packages, matching, value yes, amount more than 0', packages(2, { type: 9, value: 1 }), [1, 2]],
  ['company has event based packages, matching, value no', packages(2, { type: 9, value: 0 }), []],
  ['company has event based packages, level 2', packages(2, { level: 2 }), [1, 2]],
  ['company has event based packages, level 3', packages(2, { level: 3 }), []],
  ['company has event based packages, pending', packages(2, { status: 2 }), []],
  ['company has event based packages, amount less than 3', packages(2, { amountOperator: 1, amountValue: 3 }), []],
  ['company has credit based packages, credits left, amount equal to 10', packages(3, { type: 18, amountOperator: 0, amountValue: 10 }), [1, 2]],
  ['company has credit based packages, amount less than 10', packages(3, { amountOperator: 1, amountValue: 10 }), []],
  // meetings
  ['has booked meetings more than 1', meetings(0, 2, 1), [1]],
  ['has booked meetings more than 0 (meetings of other events do not count)', meetings(0, 2, 0), [1]],
  ['has booked meetings equal to 0', meetings(0, 0, 0), [2, 3, 4, 5, 6]],
  ['delegate has open meeting requests equal to 1', meetings(1, 0, 1), [1]],
  ['delegate has open meeting requests less than 1', meetings(1, 1, 1), [2, 3, 4, 5, 6]],
  ['has booked meetings during 3 days', meetings(0, 3, 3, 0), [1]],
  ['has booked meetings during 1 day', meetings(0, 3, 1, 0), []],
  ['has booked meetings during 1 week', meetings(0, 3, 1, 1), [1]],
  // other
  ['has blocked times more than 0 (in this event)', { type: 'OtherRule', criterion: 0, operator: 2, value: 0 }, [1]],
  ['has blocked times equal to 0', { type: 'OtherRule', criterion: 0, operator: 0, value: 0 }, [2, 3, 4, 5, 6]],
  // process state
  ['process Inviting is Registration (the latest state)', processState(1, 1, 5), [1]],
  ['process Inviting is Maybe (older states and other events do not count)', processState(1, 1, 16), []],
  ['process Inviting is not Registration', processState(1, 0, 5), [2, 3, 4, 5, 6]],
  ['any process is any outcome (states without an event count)', processState(0, 1, 0), [1, 2, 3]],
  ['process Research is Lead', processState(2, 1, 13), [3]],
  ['any process is not Cancellation', processState(0, 0, 25), [1, 3, 4, 5, 6]],
  // fixed contacts
  ['fixed contacts (unknown ids are ignored)', { type: 'FixedContactRule', masterContactIds: [5, 2, 999] }, [2, 5]],
];

describe('each rule type and option', () => {
  it.each(ROWS)('%s', async (_name, rule, expected) => {
    expect(await audienceIds(api.staff, targetGroup([rule]))).toEqual(expected);
  });
});

describe('sections and rules', () => {
  const delegate = participation({ criterion: 0, participationType: 2 });
  const banking = { type: 'MasterCompanyRule', criterion: 0, operator: 0, value: 1 };

  it('joins rules of a section with AND', async () => {
    expect(await audienceIds(api.staff, targetGroup([banking, participation({ criterion: 0 })]))).toEqual([1]);
    expect(await audienceIds(api.staff, targetGroup([banking, contactProperty({ criterion: 3, mobileServiceAccount: 1 })]))).toEqual([2]);
  });

  it('joins sections with OR, whether a section reads the roster, the fixed ids or every contact', async () => {
    expect(await audienceIds(api.staff, targetGroup([delegate], [{ type: 'FixedContactRule', masterContactIds: [5] }]))).toEqual([1, 5]);
    expect(await audienceIds(api.staff, targetGroup([delegate], [contactProperty({ criterion: 2, personalInfo: 1 })]))).toEqual([1, 2]);
    expect(await audienceIds(api.staff, targetGroup([participation({ criterion: 0, participationType: 1 })], [delegate, banking]))).toEqual([1, 3]);
  });

  it('intersects the candidates of a section with a roster rule and fixed contacts', async () => {
    expect(await audienceIds(api.staff, targetGroup([participation({ criterion: 0 }), { type: 'FixedContactRule', masterContactIds: [2, 3, 5] }]))).toEqual([3]);
  });
});
