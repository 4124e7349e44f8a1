import { refreshDashboard } from './refresh-dashboard';
import { deleteEventMessageWorkflow } from '@/api/event-message-workflows/delete-event-message-workflow';
import { reactivateEventMessageWorkflows } from '@/api/event-message-workflows/reactivate-event-message-workflows';
import { api } from '@/lib/api-client';
import { DoneSchema } from '@shared/api';

/**
 * Writes on items (super-admin only; the API refuses others): each refreshes the dashboard after.
 * Answers' schemas in development only: the dashboard's first load carries no zod (decision 024).
 */
const thenRefresh = async <T>(write: Promise<T>) => {
  const result = await write;
  await refreshDashboard();
  return result;
};

/** Deletes one item: only an active one (the API names the first that is not). */
export const deleteItem = (id: number) => thenRefresh(deleteEventMessageWorkflow(id));
/** Bulk Remove: only active items, all or nothing. */
export const removeItems = (ids: number[]) => thenRefresh(api.delete('/event-message-workflows/by-ids', import.meta.env.DEV ? DoneSchema : undefined, { ids }));
/** Bulk Reactivate: only failed items, all or nothing. */
export const reactivateItems = (ids: number[]) => thenRefresh(reactivateEventMessageWorkflows(ids));
