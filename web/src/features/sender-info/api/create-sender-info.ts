import { api } from '@/lib/api-client';
import { type SenderInfoInput, SenderInfoSchema } from '@shared/sender-info';

export const createSenderInfo = (input: SenderInfoInput) => api.post('/sender-info', SenderInfoSchema, input);
