import { getRoster } from '../../data/directory/derived.ts';
import type { RosterEntry } from '../../data/directory/store.ts';
import { nextDailyFiring } from '../../../shared/sending-time.ts';
import { DEFAULT_SPEAKER_ROLE, METRIC_TYPE, type ScheduledMetricTriggerData } from '../../../shared/triggers/scheduled-metric.ts';
import { CONFIRMED_STATUSES, EVENT_ROLE, PARTICIPATION_STATUS, PARTICIPATION_TYPE } from '../../../shared/directory/vocabulary.ts';

/**
 * The metric of a scheduled metric trigger, counted on the event's roster (docs/sending.md,
 * Metrics): distinct contacts whose participation is confirmed (or confirmed rebook, where the
 * type has it) and who match the metric.
 */
/** Roles that host a themed session. */
export const THEME_HOST_ROLES: readonly number[] = [EVENT_ROLE.chair, EVENT_ROLE.roundTableHost, EVENT_ROLE.moderator];

const counts: Record<number, (entry: RosterEntry, data: ScheduledMetricTriggerData) => boolean> = {
  [METRIC_TYPE.speaker]: (e, data) => e.roleId === (data.speakerRole ?? DEFAULT_SPEAKER_ROLE) && CONFIRMED_STATUSES.includes(e.status),
  [METRIC_TYPE.theme]: (e) => e.roleId !== undefined && THEME_HOST_ROLES.includes(e.roleId) && CONFIRMED_STATUSES.includes(e.status),
  // partners have no confirmed rebook
  [METRIC_TYPE.partner]: (e) => e.participationType === PARTICIPATION_TYPE.partner && e.status === PARTICIPATION_STATUS.confirmed,
  [METRIC_TYPE.delegate]: (e) => e.participationType === PARTICIPATION_TYPE.delegate && CONFIRMED_STATUSES.includes(e.status),
};

export function metricValue(data: ScheduledMetricTriggerData, roster: RosterEntry[]): number {
  const matches = counts[data.metricType];
  if (!matches) throw new Error(`Unknown metric type ${data.metricType}.`);
  return new Set(roster.filter((entry) => matches(entry, data)).map((entry) => entry.contactId)).size;
}

/** What a daily check decides: send now, wait for the next check, or the frame has ended. */
export type MetricVerdict = { kind: 'send'; value: number } | { kind: 'wait'; value: number; next: number } | { kind: 'ended'; value: number };

export async function checkMetric(data: ScheduledMetricTriggerData, eventId: number, firingTime: number): Promise<MetricVerdict> {
  const value = metricValue(data, await getRoster(eventId));
  if (value >= data.metricTriggerNumber) return { kind: 'send', value };
  const next = nextDailyFiring(data.sendingTime, firingTime + 60, data.timeFrameTo);
  return next === null ? { kind: 'ended', value } : { kind: 'wait', value, next };
}
