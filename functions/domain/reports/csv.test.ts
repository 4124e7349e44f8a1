import { describe, expect, it } from 'vitest';
import { csvLine, deliveryValues } from './csv.ts';
import { formatAmsterdam } from '../../../shared/amsterdam-time.ts';
import type { ReportDelivery } from '../../../shared/reports.ts';

describe('the CSV of the reports', () => {
  it('quotes fields with a comma, quote or line break, and writes CRLF lines', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', 3, null, true, false])).toBe('plain,"a,b","say ""hi""","two\nlines",3,,yes,no\r\n');
  });

  it('never writes a field a spreadsheet would run as a formula', () => {
    expect(csvLine(['=SUM(A1:A2)', '+31600000001', '-1', '@cmd', 'ok'])).toBe("'=SUM(A1:A2),'+31600000001,'-1,'@cmd,ok\r\n");
    // numbers are numbers, not text: a negative count stays as it is
    expect(csvLine([-1])).toBe('-1\r\n');
  });

  it('writes the time a delivery was sent on the Amsterdam wall clock, through both changes of daylight saving time', () => {
    // every 29 minutes and 59 seconds of 2026
    for (let unix = 1_767_225_600; unix < 1_767_225_600 + 365 * 86_400; unix += 1799) {
      expect(deliveryValues({ sentAt: unix } as ReportDelivery)[14]).toBe(formatAmsterdam(unix, 'date-time-seconds'));
    }
    expect(deliveryValues({ sentAt: null } as ReportDelivery)[14]).toBe('');
  });
});
