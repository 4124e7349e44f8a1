import { api } from '@/lib/api-client';
import { TagSchema, type TagInput } from '@shared/tags';

/** Sends the version the form loaded; a newer one on the server answers 409 and changes nothing. */
export const updateTag = (id: number, input: TagInput, version: number) =>
  api.put(`/tags/${id}`, TagSchema, { name: input.name, color: input.color, version });
