import { api } from '@/lib/api-client';
import { ReferenceLayoutSchema } from '@shared/reference-layouts';

export const getReferenceLayout = (id: number) => api.get(`/reference-layouts/${id}`, ReferenceLayoutSchema);
