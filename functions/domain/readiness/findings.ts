import type { FailureFix } from '../../../shared/failure-fix.ts';
import { FAILURE_WHAT, READINESS_TEXTS, type ReadinessCode, type ReadinessProblem } from '../../../shared/readiness.ts';

/**
 * The contact-level findings of a readiness check, tallied as the batches are rendered: per kind
 * of problem (a code and what sets it apart: a language, a placeholder, a failing record) how many
 * contacts it affects and the first of them. `problems()` turns them into the report, with the
 * severity rule of docs/readiness.md: blocking when it affects every contact of the audience or
 * when nobody would be sent anything, a warning otherwise.
 */
interface Tally {
  code: ReadinessCode;
  count: number;
  example: { contactId: number; detail: string };
  fix: FailureFix | undefined;
  message: (count: number) => string;
}

export class Findings {
  private readonly tallies = new Map<string, Tally>();
  /** Contacts who would be sent a message. */
  deliverable = 0;
  smsSegments = 0;

  add(code: ReadinessCode, distinct: string, contactId: number, detail: string, fix: FailureFix | undefined, message: (count: number) => string): void {
    const key = `${code}|${distinct}`;
    const tally = this.tallies.get(key);
    if (tally) tally.count++;
    else this.tallies.set(key, { code, count: 1, example: { contactId, detail }, fix, message });
  }

  /** A contact's render failure, reported under the code of the part that failed (as a real send's reason). */
  failed(code: ReadinessCode, contactId: number, reason: string, fix: FailureFix | undefined): void {
    // one problem per record to fix: the reasons name their contact, so they are not what sets problems apart
    this.add(code, fix ? `${fix.kind}#${fix.id}` : '', contactId, reason, fix, (n) => READINESS_TEXTS.contactFailed(n, FAILURE_WHAT[code] ?? code, reason));
  }

  exampleIds(): number[] {
    return [...this.tallies.values()].map((tally) => tally.example.contactId);
  }

  problems(audience: number, names: Map<number, string>): ReadinessProblem[] {
    const nobody = this.deliverable === 0;
    return [...this.tallies.values()].map((tally) => ({
      code: tally.code,
      // SMS length and translations still reach people: they never block by themselves
      severity: (tally.count >= audience || nobody) && !ALWAYS_WARNING.has(tally.code) ? 'blocking' : 'warning',
      message: tally.message(tally.count),
      contacts: tally.count,
      example: { contactId: tally.example.contactId, name: names.get(tally.example.contactId) ?? '', detail: tally.example.detail },
      fix: tally.fix ? { type: tally.fix.kind, id: tally.fix.id } : null,
    }));
  }
}

/** Contacts still get a readable message: these are warnings however many they affect. */
const ALWAYS_WARNING = new Set<ReadinessCode>(['translation-missing', 'sms-long', 'placeholder-empty', 'twig-empty']);
