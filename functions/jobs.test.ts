import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { JOBS, jobHandlerPath } from './jobs.ts';
import { routesByResource } from './routes.ts';

describe('the jobs manifest', () => {
  it('names each job once, apart from the route resources, with a handler module that exports handler', async () => {
    const names = JOBS.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    for (const job of JOBS) {
      expect(routesByResource().has(job.name), job.name).toBe(false);
      expect(existsSync(join(import.meta.dirname, '..', jobHandlerPath(job))), job.name).toBe(true);
      expect(typeof (await import(`../${jobHandlerPath(job)}`)).handler, job.name).toBe('function');
    }
  });

  it('has the dispatch job every schedule targets, which fans out to the send job', () => {
    expect(JOBS.find((job) => job.name === 'dispatch')).toMatchObject({ trigger: 'schedule', rights: ['table', 'schedules', 'queue:send'] });
    expect(JOBS.find((job) => job.name === 'send')).toMatchObject({ trigger: 'queue', rights: ['table', 'email', 'sms'] });
  });

  it('has the ses-events job, fed by the SES events topic, which only writes the suppression list', () => {
    expect(JOBS.filter((job) => job.trigger === 'topic')).toEqual([expect.objectContaining({ name: 'ses-events', rights: ['table'] })]);
  });

  it("has the sms-status job, invoked by SNS's SMS delivery-status logs (AWS only), which only writes the table", () => {
    expect(JOBS.filter((job) => job.trigger === 'logs')).toEqual([expect.objectContaining({ name: 'sms-status', rights: ['table'] })]);
  });
});
