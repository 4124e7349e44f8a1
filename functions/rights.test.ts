import { describe, expect, it } from 'vitest';
import { JOBS } from './jobs.ts';
import { queueOfRight, queueUrlVariable, ROUTE_RIGHTS, routeRights } from './rights.ts';

describe('the rights manifest', () => {
  it('gives every route function the table, and its extra rights', () => {
    expect(routeRights('tags')).toEqual(['table']);
    expect(routeRights('messages')).toEqual(['table', 'email', 'sms']);
    expect(routeRights('directory')).toEqual(['table', 'schedules', 'queue:send']);
    expect(routeRights('event-message-workflows')).toEqual(['table', 'schedules']);
  });

  it('names a queue right after its job, and the variable of its URL', () => {
    expect(queueOfRight('queue:send')).toBe('send');
    expect(queueOfRight('schedules')).toBeUndefined();
    expect(queueUrlVariable('send')).toBe('SEND_QUEUE_URL');
    expect(queueUrlVariable('action-triggers')).toBe('ACTION_TRIGGERS_QUEUE_URL');
  });

  it('lets routes and jobs send only to queues of queue jobs', () => {
    const queueJobs = new Set(JOBS.filter((job) => job.trigger === 'queue').map((job) => job.name));
    for (const rights of [...Object.values(ROUTE_RIGHTS), ...JOBS.map((job) => job.rights)]) {
      for (const job of rights.map(queueOfRight).filter((name) => name !== undefined)) expect(queueJobs.has(job), job).toBe(true);
    }
  });
});
