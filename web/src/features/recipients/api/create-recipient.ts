import { api } from '@/lib/api-client';
import { type RecipientInput, RecipientSchema } from '@shared/recipients';

export const createRecipient = (input: RecipientInput) => api.post('/recipients', RecipientSchema, input);
