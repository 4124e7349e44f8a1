import { api } from '@/lib/api-client';
import type { SenderInfo } from './get-sender-info';
import type { SenderInfoInput } from '@shared/sender-info';

/** Sends the version the form loaded; a newer one on the server answers 409 and changes nothing. */
export const updateSenderInfo = (id: number, input: SenderInfoInput, version: number) => api.put<SenderInfo>(`/sender-info/${id}`, { ...input, version });
