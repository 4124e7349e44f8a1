// Without zod: the SPA's first load takes these without the schemas, which are in trigger-prototype.ts
// (it re-exports them; docs/decisions/024-spa-weight-and-serving.md).

/** A workflow's trigger: its type and the data of that type. Stored values 'scheduled' and 'scheduled_metric'. */
export const TRIGGER_TYPE = { scheduled: 'scheduled', scheduledMetric: 'scheduled_metric' } as const;
export const TRIGGER_TYPES = [
  { id: TRIGGER_TYPE.scheduled, name: 'Scheduled' },
  { id: TRIGGER_TYPE.scheduledMetric, name: 'Scheduled metric' },
] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number]['id'];
