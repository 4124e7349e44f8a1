import { api } from '@/lib/api-client';
import type { ReferenceLayout } from '../reference-layout-types';

/** No body (spec section 7); the server names the copy '<name> (copy)'. */
export const cloneReferenceLayout = (id: number) => api.post<ReferenceLayout>(`/reference-layouts/${id}/clone`);
