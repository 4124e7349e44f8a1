import { messageStore } from '../../functions/data/catalogue.ts';
import { validate } from '../../functions/domain/validate.ts';
import type { SignedInContext } from '../../functions/kit/http.ts';
import { now } from '../../functions/data/clock.ts';
import { getEvent, upcomingEvents, type StoredEvent } from '../../functions/data/directory/store.ts';
import { getRoster } from '../../functions/data/directory/derived.ts';
import { messageWorkflows } from '../../functions/resources/message-workflows/message-workflows.ts';
import { messageWorkflowSets } from '../../functions/resources/message-workflow-sets/message-workflow-sets.ts';
import { saveEventWorkflows } from '../../functions/resources/event-message-workflows/attach.ts';
import { MessageWorkflowInputSchema } from '../../shared/message-workflows.ts';
import { MessageWorkflowSetInputSchema } from '../../shared/message-workflow-sets.ts';
import { DEADLINE_TYPES } from '../../shared/directory/vocabulary.ts';
import { resolveSendingTime, type EventTimes } from '../../shared/sending-time.ts';
import { addDays, civilDateAt, endOfDay, startOfDay, wallClockAt } from '../../shared/amsterdam-time.ts';
import { BASED_ON, type ScheduledTriggerData } from '../../shared/triggers/scheduled.ts';
import { METRIC_TYPE } from '../../shared/triggers/scheduled-metric.ts';
import { TRIGGER_TYPE } from '../../shared/triggers/trigger-prototype.ts';
import { ITEM_STATUS } from '../../shared/event-message-workflows.ts';
import { STATUS } from '../../shared/status.ts';
import type { SessionUser } from '../../shared/auth.ts';
import { checkDemoReadiness, DEMO_GONE_CONTACT } from './demo-readiness.ts';

/**
 * Demo message workflows on a store without any, made through the same services (and rules) as
 * the screens, and attached to coming demo events so the dashboard and the timelines show real
 * items from the first minute. The demo world is anchored on the current month, so the triggers
 * are chosen when they are made: the delegates' reminder on the demo event sends 30 to 35 minutes
 * after the first start (the timeline counts it down and shows it being sent), the other Active
 * items 2 to 25 days from now (inside the dashboard's default 30 days). The target groups are
 * described in README ("Demo data").
 */
const DAY = 86_400;
/** The demo event is the first active one at least this far ahead, so its deadlines still lie ahead. */
const LEAD_DAYS = 7;
const WINDOW = { from: 2 * DAY, to: 25 * DAY };
const soon = (days: number): Aim => ({ ...WINDOW, near: days * DAY });

export const DEMO_WORKFLOW_NAMES = {
  delegates: 'Meeting reminder for confirmed delegates',
  sms: 'Meeting reminder SMS',
  vip: 'VIP reminder (hand-picked)',
  milestone: 'Meeting reminder once 10 delegates confirmed',
  partners: 'Partner registration reminder',
  invitation: 'Summit invitation to past delegates',
  /** Its contacts have left the directory: its readiness check blocks it (demo-readiness.ts). */
  leftDirectory: 'Reminder to VIPs who left the directory',
  /** Made with the season of sends behind the reports (demo-season.ts). */
  saveTheDate: 'Save the date for confirmed delegates',
  agendaSms: 'Agenda reminder SMS',
  followUp: 'Follow-up (hand-picked)',
  travelTips: 'Travel tips (hand-picked)',
  lastCall: 'Last call for confirmed delegates',
} as const;
export const DEMO_SET_NAME = 'Delegate reminders';

const rule = {
  confirmedDelegate: { type: 'EventParticipationRule', criterion: 0, contactOptions: { criterion: 0, participationType: 2, participationStatus: 1 } },
  participating: { type: 'EventParticipationRule', criterion: 0, contactOptions: { criterion: 0, participationType: 0, participationStatus: 0 } },
  partner: { type: 'EventParticipationRule', criterion: 0, contactOptions: { criterion: 0, participationType: 1, participationStatus: 0 } },
  personalInfoKnown: { type: 'MasterContactRule', criterion: 2, personalInfo: 0 },
  mobileAccount: { type: 'MasterContactRule', criterion: 3, mobileServiceAccount: 0 },
  activeOfferings: { type: 'MasterContactRule', criterion: 0, operator: 2, value: 0, status: 1 },
  meetingBooking: { type: 'ProcessStateRule', process: 3, operator: 1, outcome: 0 },
  notDelegateLastYear: { type: 'EventParticipationRule', criterion: 0, contactOptions: { criterion: 2, participationType: 2, participationStatus: 0, during: 12 } },
  chiefExecutive: { type: 'MasterContactRule', criterion: 4, functionOption: 0, functionValue: 1 },
};
const sections = (...groups: object[][]) => ({ targetGroupSections: groups.map((targetGroupRules) => ({ targetGroupRules })) });

/** The demo target groups, by workflow (also read by the test that checks they match part of the directory). */
export const DEMO_TARGET_GROUPS = {
  delegates: sections([rule.confirmedDelegate, rule.personalInfoKnown]),
  sms: sections([rule.confirmedDelegate, rule.mobileAccount], [rule.participating, rule.meetingBooking]),
  milestone: sections([rule.confirmedDelegate, rule.activeOfferings]),
  partners: sections([rule.partner]),
  invitation: sections([rule.notDelegateLastYear, rule.chiefExecutive]),
};

const ALL_DEADLINE_TYPES = DEADLINE_TYPES.map((t) => t.id);
const INTERVALS = [1, 2, 3, 5, 7, 10, 14, 21];
/** The item due within the hour of a fresh start sends this long after it, rounded up to 5 minutes. */
const DUE_IN = 30 * 60;

interface Aim {
  /** Seconds from now the item should send between. */
  from: number;
  to: number;
  /** Seconds from now it should send closest to (so the demo items spread over the window). */
  near: number;
}

/**
 * "N days before a deadline" for the event, sending inside the aimed range, as near as it can to
 * the aimed time: with one of the preferred deadline types if any fits, else with any type.
 * Falls back to the first preferred type (the item then shows as it resolves) when nothing fits.
 */
function daysBefore(event: EventTimes, at: number, sendingTime: string, types: number[], aim: Aim): ScheduledTriggerData {
  const data = (eventDeadlineType: number, interval: number): ScheduledTriggerData => ({
    interval,
    triggerScheduledType: 'days',
    sendingDay: [],
    sendingTime,
    basedOnCriterion: BASED_ON.before,
    eventDeadlineType,
  });
  const fitting = ALL_DEADLINE_TYPES.flatMap((type) =>
    INTERVALS.flatMap((interval) => {
      const time = resolveSendingTime({ triggerType: TRIGGER_TYPE.scheduled, triggerData: data(type, interval) }, event, at);
      return time.kind === 'at' && time.at >= at + aim.from && time.at <= at + aim.to ? [{ type, interval, off: Math.abs(time.at - at - aim.near) }] : [];
    }),
  );
  const preferred = fitting.filter((c) => types.includes(c.type));
  const best = (preferred.length ? preferred : fitting).sort((a, b) => a.off - b.off)[0];
  return best ? data(best.type, best.interval) : data(types[0], INTERVALS[0]);
}

/**
 * "N days before a deadline" sending for the event DUE_IN to DUE_IN + 5 minutes after `at` (with one
 * of the preferred deadline types if any fits, else any), or undefined when no deadline lies 0 to 60
 * days after that day.
 */
function dueWithinTheHour(event: EventTimes, at: number, types: number[]): ScheduledTriggerData | undefined {
  const target = Math.ceil((at + DUE_IN) / 300) * 300;
  const clock = wallClockAt(target);
  const sendingTime = `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
  const candidates = [...types, ...ALL_DEADLINE_TYPES.filter((type) => !types.includes(type))].flatMap((eventDeadlineType) =>
    Array.from({ length: 61 }, (_, interval): ScheduledTriggerData => ({ interval, triggerScheduledType: 'days', sendingDay: [], sendingTime, basedOnCriterion: BASED_ON.before, eventDeadlineType })),
  );
  return candidates.find((data) => {
    const time = resolveSendingTime({ triggerType: TRIGGER_TYPE.scheduled, triggerData: data }, event, at);
    return time.kind === 'at' && time.at === target;
  });
}

/** The triggers of the demo workflows for the demo event (pure, so that every day of a year can be checked). */
export function demoTriggers(event: EventTimes & { startTime: number }, at: number) {
  const scheduled = (sendingTime: string, types: number[], aim: Aim) => ({ triggerType: TRIGGER_TYPE.scheduled, triggerData: daysBefore(event, at, sendingTime, types, aim) });
  const dueSoon = dueWithinTheHour(event, at, [1, 25]);
  return {
    // due within the hour of a fresh start, when a deadline allows
    delegates: dueSoon ? { triggerType: TRIGGER_TYPE.scheduled, triggerData: dueSoon } : scheduled('09:00', [1, 25], soon(4)),
    sms: scheduled('08:00', [23, 12, 3], soon(7)),
    vip: scheduled('11:00', [4, 24, 23, 25], soon(12)),
    // its deadline has passed for the demo event: attached there it is Out of date, as staff would see it
    partners: scheduled('09:30', [5], { from: -365 * DAY, to: -DAY, near: -DAY }),
    milestone: {
      triggerType: TRIGGER_TYPE.scheduledMetric,
      triggerData: {
        metricTriggerNumber: 10,
        metricType: METRIC_TYPE.delegate,
        timeFrameFrom: startOfDay(civilDateAt(at + WINDOW.from)),
        timeFrameTo: endOfDay(addDays(civilDateAt(event.startTime), -1)),
        sendingTime: '10:00',
      },
    },
  };
}

async function demoEvents(at: number): Promise<{ event?: StoredEvent; next?: StoredEvent; cancelled?: StoredEvent }> {
  const coming = (await upcomingEvents(at, 50)).filter((e) => e.startTime > at);
  const active = coming.filter((e) => e.status === 1 && e.startTime >= at + LEAD_DAYS * DAY);
  const [event, next, cancelled] = await Promise.all([active[0], active[1], coming.find((e) => e.status === 0)].map((e) => (e ? getEvent(e.id) : undefined)));
  return { event, next, cancelled };
}

export async function seedDemoWorkflows(admin: SessionUser, tagIds: Record<string, number>): Promise<string[]> {
  const ctx = { user: admin } as unknown as SignedInContext;
  const messages = new Map((await messageStore.list()).map((m) => [m.name, m.id]));
  const [email, sms, invitation] = ['Meeting reminder', 'Meeting reminder SMS', 'Summit invitation'].map((name) => messages.get(name));
  const at = now();
  const { event, next, cancelled } = await demoEvents(at);
  if (!email || !sms || !event) return [];
  const roster = await getRoster(event.id);
  const handPicked = [...new Set(roster.filter((r) => r.participationType === 2 && r.status === 1).map((r) => r.contactId))].slice(0, 3);
  const triggers = demoTriggers(event, at);

  const workflow = (input: Record<string, unknown>) => messageWorkflows.service.create(validate(MessageWorkflowInputSchema, input), ctx);
  const active = { status: STATUS.active, contactEnrolledType: 'automatic' };

  const delegates = await workflow({
    ...active,
    name: DEMO_WORKFLOW_NAMES.delegates,
    description: 'Confirmed delegates whose personal info is known, a few days before a deadline of the event.',
    triggerPrototype: triggers.delegates,
    targetGroup: DEMO_TARGET_GROUPS.delegates,
    messageId: email,
    tags: [tagIds.Reminder, tagIds.Delegate],
  });
  const smsReminder = await workflow({
    ...active,
    name: DEMO_WORKFLOW_NAMES.sms,
    description: 'By SMS: confirmed delegates with a mobile service account, or anyone taking part who is in meeting booking.',
    triggerPrototype: triggers.sms,
    targetGroup: DEMO_TARGET_GROUPS.sms,
    messageId: sms,
    tags: [tagIds.Reminder],
  });
  const vip = await workflow({
    ...active,
    contactEnrolledType: 'manual',
    name: DEMO_WORKFLOW_NAMES.vip,
    description: 'Three delegates picked by hand, before a deadline of the event.',
    triggerPrototype: triggers.vip,
    masterContactIds: handPicked,
    messageId: email,
    tags: [tagIds.VIP],
  });
  const milestone = await workflow({
    ...active,
    name: DEMO_WORKFLOW_NAMES.milestone,
    description: `Checks every morning until ${event.name} starts; sends once 10 delegates take part.`,
    triggerPrototype: triggers.milestone,
    targetGroup: DEMO_TARGET_GROUPS.milestone,
    messageId: email,
    tags: [tagIds.Delegate],
  });
  const partners = await workflow({
    ...active,
    name: DEMO_WORKFLOW_NAMES.partners,
    description: 'Partner staff, before partner registration closes.',
    triggerPrototype: triggers.partners,
    targetGroup: DEMO_TARGET_GROUPS.partners,
    messageId: email,
    tags: [tagIds.Partner, tagIds.Reminder],
  });
  await workflow({
    name: DEMO_WORKFLOW_NAMES.invitation,
    description: 'Chief executives who were not a delegate in the last year. Still a draft: the invitation message is not Active yet.',
    status: STATUS.draft,
    triggerPrototype: { triggerType: TRIGGER_TYPE.scheduled, triggerData: { interval: 8, triggerScheduledType: 'weeks', sendingDay: [1], sendingTime: '10:00', basedOnCriterion: BASED_ON.before, eventDeadlineType: 24 } },
    targetGroup: DEMO_TARGET_GROUPS.invitation,
    messageId: invitation ?? null,
    tags: [tagIds.Invitation],
  });
  const leftDirectory = await workflow({
    ...active,
    name: DEMO_WORKFLOW_NAMES.leftDirectory,
    description: 'Hand-picked VIPs who have all left the directory since: nobody is left to remind, so its readiness check blocks it.',
    triggerPrototype: triggers.vip,
    targetGroup: sections([{ type: 'FixedContactRule', masterContactIds: [DEMO_GONE_CONTACT] }]),
    messageId: email,
    tags: [tagIds.VIP],
  });
  const set = await messageWorkflowSets.service.create(
    validate(MessageWorkflowSetInputSchema, {
      name: DEMO_SET_NAME,
      description: 'Every Active demo reminder, to attach to an event at once.',
      status: STATUS.active,
      messageWorkflows: [delegates.id, smsReminder.id, vip.id, milestone.id, partners.id],
    }),
    ctx,
  );

  // the SMS reminder is attached switched off (the set then skips it), the rest through the set
  const entries: Record<string, unknown>[] = [
    { eventId: event.id, messageWorkflowId: smsReminder.id, status: ITEM_STATUS.inactive },
    { eventId: event.id, messageWorkflowSetId: set.id },
    { eventId: event.id, messageWorkflowId: leftDirectory.id },
    ...(next ? [delegates, vip].map((w) => ({ eventId: next.id, messageWorkflowId: w.id })) : []),
    // on the next event the text goes out in the evening: inside the quiet hours, so its readiness warns that it waits until 08:00
    ...(next ? [{ eventId: next.id, messageWorkflowId: smsReminder.id, trigger: { triggerType: TRIGGER_TYPE.scheduled, triggerData: daysBefore(next, at, '21:30', [23, 12, 3], soon(7)) } }] : []),
    ...(cancelled ? [{ eventId: cancelled.id, messageWorkflowId: delegates.id }] : []),
  ];
  const items = await saveEventWorkflows({ eventMessageWorkflows: entries }, ctx);
  const events = [event, next, cancelled].filter((e) => e).map((e) => `#${e!.id}`);
  const checked = [
    { event, workflowId: delegates.id },
    { event, workflowId: leftDirectory.id },
    ...(next ? [{ event: next, workflowId: smsReminder.id }] : []),
  ];
  return [`7 message workflows, a set and ${items.length} event message workflows on events ${events.join(', ')}`, ...(await checkDemoReadiness(items, checked))];
}
