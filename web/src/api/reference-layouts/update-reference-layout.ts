import { api } from '@/lib/api-client';
import { ReferenceLayoutSchema, type ReferenceLayoutInput } from '@shared/reference-layouts';

/**
 * Saves a layout: from its form, or the Twig a reference set template edited ('Save to origin').
 * Sends the version that was loaded; a newer one on the server answers 409 and changes nothing.
 */
export const updateReferenceLayout = (id: number, { name, description, code }: ReferenceLayoutInput, version: number) =>
  api.put(`/reference-layouts/${id}`, ReferenceLayoutSchema, { name, description, code, version });
