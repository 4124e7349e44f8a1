import { api } from '@/lib/api-client';
import { TagSchema } from '@shared/tags';

/** The server names the copy '<name> (copy)'. */
export const cloneTag = (id: number) => api.post(`/tags/${id}/clone`, TagSchema);
