import { api } from '@/lib/api-client';
import type { Tag } from '@shared/tags';

/** The server names the copy '<name> (copy)'. */
export const cloneTag = (id: number) => api.post<Tag>(`/tags/${id}/clone`);
