import { api } from '@/lib/api-client';
import type { ReferenceLayout } from './search-reference-layouts';

export const getReferenceLayout = (id: number) => api.get<ReferenceLayout>(`/reference-layouts/${id}`);
