import { api } from '@/lib/api-client';
import type { Recipient } from './get-recipient';
import type { RecipientInput } from '@shared/recipients';

export const createRecipient = (input: RecipientInput) => api.post<Recipient>('/recipients', input);
