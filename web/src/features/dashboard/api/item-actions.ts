import { refreshDashboard } from './refresh-dashboard';
import { api } from '@/lib/api-client';

/** Writes on items (super-admin only; the API refuses others): each refreshes the dashboard after. */
const thenRefresh = async <T>(write: Promise<T>) => {
  const result = await write;
  await refreshDashboard();
  return result;
};

/** Deletes one item: only an active one (the API names the first that is not). */
export const deleteItem = (id: number) => thenRefresh(api.delete<unknown>(`/event-message-workflows/${id}`));
/** Bulk Remove: only active items, all or nothing. */
export const removeItems = (ids: number[]) => thenRefresh(api.delete<unknown>('/event-message-workflows/by-ids', { ids }));
/** Bulk Reactivate: only failed items, all or nothing. */
export const reactivateItems = (ids: number[]) => thenRefresh(api.put<unknown>('/event-message-workflows/by-ids', { ids }));
