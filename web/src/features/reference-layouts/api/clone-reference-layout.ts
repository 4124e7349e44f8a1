import { api } from '@/lib/api-client';
import { ReferenceLayoutSchema } from '@shared/reference-layouts';

/** No body (spec section 7); the server names the copy '<name> (copy)'. */
export const cloneReferenceLayout = (id: number) => api.post(`/reference-layouts/${id}/clone`, ReferenceLayoutSchema);
