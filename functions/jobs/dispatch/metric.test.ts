import { describe, expect, it } from 'vitest';
import { metricValue } from './metric.ts';
import type { RosterEntry } from '../../data/directory/store.ts';
import type { ScheduledMetricTriggerData } from '../../../shared/triggers/scheduled-metric.ts';

const entry = (contactId: number, participationType: number, status: number, roleId?: number): RosterEntry => ({ participationId: contactId * 10 + participationType, contactId, participationType, status, roleId });
const data = (metricType: 1 | 2 | 3 | 4, speakerRole: number | null = null) =>
  ({ metricType, speakerRole, metricTriggerNumber: 0, timeFrameFrom: 0, timeFrameTo: 1, sendingTime: '10:00' }) as ScheduledMetricTriggerData;

/** docs/sending.md, Metrics: what each metric counts on the roster. */
describe('metric values', () => {
  const roster = [
    entry(1, 2, 1, 12), // confirmed delegate speaker
    entry(2, 2, 3, 12), // confirmed rebook speaker
    entry(3, 2, 4, 12), // cancelled speaker
    entry(4, 2, 1, 2), // chair
    entry(5, 2, 1, 4), // round table host
    entry(6, 2, 5, 11), // moderator, no show
    entry(7, 1, 1, 6), // confirmed partner
    entry(8, 1, 4), // cancelled partner
    entry(1, 3, 1), // contact 1 again, as prospect
  ];

  it('speaker: confirmed contacts with the speaker role (12 by default, or the one chosen)', () => {
    expect(metricValue(data(1), roster)).toBe(2);
    expect(metricValue(data(1, 2), roster)).toBe(1);
  });
  it('theme: confirmed session hosts (chair, round table host, moderator)', () => expect(metricValue(data(2), roster)).toBe(2));
  it('partner: confirmed participating partners', () => expect(metricValue(data(3), roster)).toBe(1));
  it('delegate: confirmed (or rebooked) participating delegates, each contact once', () => expect(metricValue(data(4), roster)).toBe(4));
});
