import { api } from '@/lib/api-client';
import { type RecipientInput, RecipientSchema } from '@shared/recipients';

/** Sends the version the form loaded; a newer one on the server answers 409 and changes nothing. */
export const updateRecipient = (id: number, input: RecipientInput, version: number) => api.put(`/recipients/${id}`, RecipientSchema, { ...input, version });
