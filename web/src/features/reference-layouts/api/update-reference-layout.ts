import { api } from '@/lib/api-client';
import type { ReferenceLayoutInput } from '@shared/reference-layouts';
import type { ReferenceLayout } from '../reference-layout-types';

/** Sends the version the form loaded; a newer one on the server answers 409 and changes nothing. */
export const updateReferenceLayout = (id: number, { name, description, code }: ReferenceLayoutInput, version: number) =>
  api.put<ReferenceLayout>(`/reference-layouts/${id}`, { name, description, code, version });
