import { api } from '@/lib/api-client';
import type { SenderInfo } from './get-sender-info';
import type { SenderInfoInput } from '@shared/sender-info';

export const createSenderInfo = (input: SenderInfoInput) => api.post<SenderInfo>('/sender-info', input);
