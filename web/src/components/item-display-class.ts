import { ITEM_STATUS } from '@shared/event-message-workflows';
import { MESSAGE_TYPE } from '@shared/messages';

/**
 * How an event message workflow item looks, on the timeline and the dashboard alike (spec
 * section 4): out of date or inactive as an inactive message, an error as failed, completed as
 * sent, otherwise by its message type (service email, service SMS, acquisition email).
 */
export function displayClass(status: number, messageType: number | null | undefined): string {
  if (status === ITEM_STATUS.outOfDate || status === ITEM_STATUS.inactive) return 'inactive';
  if (status === ITEM_STATUS.error) return 'failed';
  if (status === ITEM_STATUS.completed) return 'sent';
  if (messageType === MESSAGE_TYPE.sms) return 'service-sms';
  if (messageType === MESSAGE_TYPE.acquisitionEmail) return 'acquisition-email';
  return 'service-email';
}
