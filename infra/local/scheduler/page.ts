import { formatWallClock } from '../../../shared/amsterdam-time.ts';
import type { StoredSchedule } from './schedule-store.ts';

/** The stand-in's page (GET /): its schedules with their next firing, and the latest firings. */
export interface FiringLogEntry {
  name: string;
  group: string;
  scheduledTime: number;
  firedAt: number;
  invocations: number;
  /** Errors thrown by the target, one per failed invocation (EventBridge would send these to the dead-letter queue). */
  errors: string[];
}

export interface ScheduleView extends StoredSchedule {
  nextFiring: number | null;
  job?: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const time = (unix: number | null | undefined) => (unix === null || unix === undefined ? '' : formatWallClock(unix).replace('T', ' '));

export function page(schedules: ScheduleView[], firings: FiringLogEntry[], fireTimes: number): string {
  const scheduleRows = schedules
    .map(
      (s) =>
        `<tr><td><code>${escapeHtml(s.Name)}</code><br><small>${escapeHtml(s.GroupName)}</small></td><td><code>${escapeHtml(s.ScheduleExpression)}</code></td>` +
        `<td>${time(s.StartDate)}${s.EndDate !== undefined ? ` &ndash; ${time(s.EndDate)}` : ''}</td><td>${s.State}</td>` +
        `<td>${s.State === 'ENABLED' ? time(s.nextFiring) || 'nothing left to fire' : 'disabled'}</td><td>${time(s.lastFiredFor)}</td>` +
        `<td>${escapeHtml(s.job ?? s.Target.Arn)}</td><td><small>${escapeHtml(s.Description ?? '')}</small></td></tr>`,
    )
    .join('');
  const firingRows = [...firings]
    .reverse()
    .map(
      (f) =>
        `<tr><td>${time(f.firedAt)}</td><td><code>${escapeHtml(f.name)}</code></td><td>${time(f.scheduledTime)}</td><td>${f.invocations}</td>` +
        `<td>${f.errors.length ? `<span class="error">${f.errors.map(escapeHtml).join('<br>')}</span>` : 'ok'}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="10"><title>Scheduler (local)</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%;margin-bottom:2rem}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}.error{color:#b00020}</style></head>
<body><h1>Scheduler (local)</h1><p>The EventBridge Scheduler stand-in: times are Europe/Amsterdam; due schedules fire within seconds${fireTimes > 1 ? `, each ${fireTimes} times at once (SCHEDULER_FIRE_TIMES)` : ''}. This page refreshes every 10 seconds.</p>
<h2>Schedules</h2><table><thead><tr><th>Name</th><th>Expression</th><th>Start &ndash; end</th><th>State</th><th>Next firing</th><th>Last fired for</th><th>Target</th><th>Description</th></tr></thead>
<tbody>${scheduleRows || '<tr><td colspan="8">No schedules.</td></tr>'}</tbody></table>
<h2>Latest firings</h2><table><thead><tr><th>Fired</th><th>Schedule</th><th>Scheduled for</th><th>Invocations</th><th>Outcome</th></tr></thead>
<tbody>${firingRows || '<tr><td colspan="5">Nothing has fired yet.</td></tr>'}</tbody></table></body></html>`;
}
