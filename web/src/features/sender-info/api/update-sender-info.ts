import { api } from '@/lib/api-client';
import { type SenderInfoInput, SenderInfoSchema } from '@shared/sender-info';

/** Sends the version the form loaded; a newer one on the server answers 409 and changes nothing. */
export const updateSenderInfo = (id: number, input: SenderInfoInput, version: number) => api.put(`/sender-info/${id}`, SenderInfoSchema, { ...input, version });
