import { describe, expect, it } from 'vitest';
import { bounceReason, complaintReason, reasonKey, reasonLabel, REASON_LABEL_MAX, topReasons } from './report-reasons.ts';
import { SENDING_TEXTS } from './sending.ts';

/** docs/reports.md, "Reasons": the labels reasons are counted under, and the top reasons of a row. */
describe('reasonLabel', () => {
  it('drops times and dates, with the word that introduces them', () => {
    expect(reasonLabel(SENDING_TEXTS.bounced('Permanent', 'General', 1_781_420_000))).toBe('Bounced (Permanent, General)');
    expect(reasonLabel(SENDING_TEXTS.complained(1_781_420_000))).toBe('Complained');
    expect(reasonLabel('Rejected at 2026-06-14T07:00:01.000Z by the relay')).toBe('Rejected by the relay');
    expect(reasonLabel('Mailbox full since 14/06/2026 09:00')).toBe('Mailbox full');
  });

  it('replaces numbers (ids, codes, phone numbers) by one #', () => {
    expect(reasonLabel(SENDING_TEXTS.noValues('recipient', 1234))).toBe('The recipient query gave no values for master contact #.');
    expect(reasonLabel(SENDING_TEXTS.noValues('recipient', 98))).toBe(reasonLabel(SENDING_TEXTS.noValues('recipient', 1234)));
    expect(reasonLabel('InvalidParameter: +31 (0)6 1234-5678 is not reachable')).toBe('InvalidParameter: # is not reachable');
    expect(reasonLabel(SENDING_TEXTS.noAnswer('timeout after 10000 ms'))).toBe('The provider did not answer (timeout after # ms): it may have been sent.');
  });

  it('never keeps an address, a link, a quoted value or a value the text calls not one', () => {
    const noAddress = SENDING_TEXTS.noAddress(12, false, 'Jan de Vries', 'Main contact');
    expect(reasonLabel(noAddress)).toBe("Master contact # has no email address in recipient '…'.");
    expect(reasonLabel(SENDING_TEXTS.noAddress(13, false, null, 'Main contact'))).toBe(reasonLabel(noAddress));
    expect(reasonLabel('MessageRejected: Email address is not verified: jan.devries@example.com, see https://x.example/a?b=1')).toBe('MessageRejected: Email address is not verified: <address>, see <link>');
    expect(reasonLabel('Unknown variable "firstName" for ‘Jan’ and “Piet”')).toBe('Unknown variable "…" for ‘…’ and “…”');
    // an apostrophe inside a word is not a quote
    expect(reasonLabel("The contact's company isn't known")).toBe("The contact's company isn't known");
    // the delivery's own address, whatever its form
    expect(reasonLabel('Refused for Jan.Devries at the relay', ['Jan.Devries'])).toBe('Refused for … at the relay');
  });

  it('is at most REASON_LABEL_MAX characters, and names a missing reason', () => {
    const long = reasonLabel(`Rendering failed: ${'word '.repeat(100)}`);
    expect(long.length).toBe(REASON_LABEL_MAX);
    expect(long.endsWith('…')).toBe(true);
    expect(reasonLabel(null)).toBe('No reason given');
    expect(reasonLabel(' 12 ')).toBe('#');
  });

  it('labels bounces by type and subtype, complaints by feedback type', () => {
    expect(bounceReason('Permanent', 'General')).toBe('Permanent: General');
    expect(bounceReason('Transient', 'MailboxFull')).toBe('Transient: MailboxFull');
    expect(complaintReason('abuse')).toBe('Feedback: abuse');
    expect(complaintReason(undefined)).toBe('No feedback type');
  });
});

describe('topReasons', () => {
  it('answers the most frequent first, ties in the order of the figures then by label, at most five, none at 0', () => {
    const counts = {
      total: 40,
      [reasonKey('failed', 'b')]: 2,
      [reasonKey('failed', 'a')]: 2,
      [reasonKey('bounced', 'Permanent: General')]: 2,
      [reasonKey('suppressed', 'x')]: 9,
      [reasonKey('skipped', 'y')]: 1,
      [reasonKey('complained', 'z')]: 1,
      [reasonKey('unconfirmed', 'gone')]: 0,
    };
    expect(topReasons(counts)).toEqual([
      { figure: 'suppressed', reason: 'x', count: 9 },
      { figure: 'failed', reason: 'a', count: 2 },
      { figure: 'failed', reason: 'b', count: 2 },
      { figure: 'bounced', reason: 'Permanent: General', count: 2 },
      { figure: 'skipped', reason: 'y', count: 1 },
    ]);
    expect(topReasons(counts, 1)).toHaveLength(1);
  });
});
