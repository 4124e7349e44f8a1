import { describe, expect, it } from 'vitest';
import { refreshWhileSending } from './send-progress';
import { ITEM_STATUS } from '@shared/event-message-workflows';

describe('refreshWhileSending', () => {
  const now = 1_800_000_000;
  it('refreshes every 2 s while a row is being sent', () => {
    expect(refreshWhileSending([{ status: ITEM_STATUS.completed, time: now - 60 }, { status: ITEM_STATUS.processing, time: now }], now)).toBe(2000);
  });
  it('every 10 s while an active row is due within the hour (or overdue), so its send shows without a reload', () => {
    expect(refreshWhileSending([{ status: ITEM_STATUS.active, time: now + 3599 }], now)).toBe(10_000);
    expect(refreshWhileSending([{ status: ITEM_STATUS.active, time: now + 61 }], now)).toBe(10_000);
    expect(refreshWhileSending([{ status: ITEM_STATUS.active, time: now - 600 }], now)).toBe(10_000);
  });
  it('every 2 s while an active row is due within the minute or just overdue, so its progress follows its countdown', () => {
    expect(refreshWhileSending([{ status: ITEM_STATUS.active, time: now + 60 }], now)).toBe(2000);
    expect(refreshWhileSending([{ status: ITEM_STATUS.active, time: now - 5 }], now)).toBe(2000);
  });
  it('not at all otherwise', () => {
    expect(refreshWhileSending([{ status: ITEM_STATUS.active, time: now + 3601 }, { status: ITEM_STATUS.inactive, time: now }, { status: ITEM_STATUS.active, time: null }], now)).toBe(0);
    expect(refreshWhileSending(undefined, now)).toBe(0);
  });
});
