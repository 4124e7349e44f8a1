import { api } from '@/lib/api-client';
import { type ReferenceLayoutInput, ReferenceLayoutSchema } from '@shared/reference-layouts';

/** Sends the version the form loaded; a newer one on the server answers 409 and changes nothing. */
export const updateReferenceLayout = (id: number, { name, description, code }: ReferenceLayoutInput, version: number) =>
  api.put(`/reference-layouts/${id}`, ReferenceLayoutSchema, { name, description, code, version });
