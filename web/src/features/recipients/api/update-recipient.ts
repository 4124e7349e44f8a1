import { api } from '@/lib/api-client';
import type { Recipient } from './get-recipient';
import type { RecipientInput } from '@shared/recipients';

/** Sends the version the form loaded; a newer one on the server answers 409 and changes nothing. */
export const updateRecipient = (id: number, input: RecipientInput, version: number) => api.put<Recipient>(`/recipients/${id}`, { ...input, version });
