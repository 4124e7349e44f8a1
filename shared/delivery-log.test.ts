import { describe, expect, it } from 'vitest';
import { hasDeliveryLog, isBeingSent } from './delivery-log.ts';
import { ITEM_STATUS } from './event-message-workflows.ts';
import { noCounts } from './sending.ts';

const counts = (changes: Partial<ReturnType<typeof noCounts>> = {}) => ({ ...noCounts(), ...changes });

describe('which items have a delivery log', () => {
  it('items whose sending began: processing, completed, in error, or with deliveries', () => {
    for (const status of [ITEM_STATUS.processing, ITEM_STATUS.completed, ITEM_STATUS.error]) expect(hasDeliveryLog(status)).toBe(true);
    for (const status of [ITEM_STATUS.active, ITEM_STATUS.inactive, ITEM_STATUS.outOfDate]) expect(hasDeliveryLog(status, null)).toBe(false);
    // a reactivated item waits for its resend with the deliveries of its first send
    expect(hasDeliveryLog(ITEM_STATUS.active, counts({ total: 3, sent: 2, failed: 1 }))).toBe(true);
  });
});

describe('when the log keeps refreshing', () => {
  it('while the item is processing or deliveries wait to be sent, and no longer once all are settled', () => {
    expect(isBeingSent({ status: ITEM_STATUS.processing, deliveries: counts() })).toBe(true);
    expect(isBeingSent({ status: ITEM_STATUS.active, deliveries: counts({ total: 2, pending: 1, sent: 1 }) })).toBe(true);
    expect(isBeingSent({ status: ITEM_STATUS.active, deliveries: counts({ total: 2, sending: 1, sent: 1 }) })).toBe(true);
    expect(isBeingSent({ status: ITEM_STATUS.completed, deliveries: counts({ total: 2, sent: 2 }) })).toBe(false);
    expect(isBeingSent({ status: ITEM_STATUS.error, deliveries: counts({ total: 2, sent: 1, failed: 1 }) })).toBe(false);
  });
});
