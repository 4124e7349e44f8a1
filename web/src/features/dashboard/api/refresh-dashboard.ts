import { mutate } from 'swr';

/**
 * The rows and counts after a write: the API client refreshes reads of the path it wrote
 * (/event-message-workflows), and the dashboard reads another (/event-message-workflow-composites).
 */
export const refreshDashboard = () =>
  mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/event-message-workflow-composites'));
