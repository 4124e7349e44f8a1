import { describe, expect, it } from 'vitest';
import { displayClass } from './item-display-class';

describe('display classes of items (spec section 4)', () => {
  it('show inactive and out of date alike, failed, sent, else the message type', () => {
    expect([0, 7, 6, 5].map((status) => displayClass(status, 1))).toEqual(['inactive', 'inactive', 'failed', 'sent']);
    expect([1, 2, 3, 4, 11].map((type) => displayClass(1, type))).toEqual(['service-email', 'acquisition-email', 'service-email', 'service-email', 'service-sms']);
  });
});
