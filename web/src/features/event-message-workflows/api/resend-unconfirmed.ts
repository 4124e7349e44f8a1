import { api } from '@/lib/api-client';
import { ResendUnconfirmedSchema } from '@shared/delivery-log';

/** The delivery log's 'Resend unconfirmed': sends the item's unconfirmed deliveries once more (`confirmed`: how many the person confirmed). */
export const resendUnconfirmed = (itemId: number, confirmed: number) =>
  api.post(`/event-message-workflows/${itemId}/deliveries/resend-unconfirmed`, ResendUnconfirmedSchema, { confirmed });
