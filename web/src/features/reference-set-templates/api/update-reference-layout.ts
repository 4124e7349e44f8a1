import { api } from '@/lib/api-client';
import { ReferenceLayoutSchema, type ReferenceLayout } from '@shared/reference-layouts';

/** 'Save to origin': writes the edited Twig back to the layout (with the version loaded, so a newer one is not overwritten). */
export const updateReferenceLayout = (layout: ReferenceLayout, code: string) =>
  api.put(`/reference-layouts/${layout.id}`, ReferenceLayoutSchema, { name: layout.name, description: layout.description, code, version: layout.version });
