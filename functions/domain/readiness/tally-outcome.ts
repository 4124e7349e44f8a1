import type { PreparedMessage } from '../render/prepare-message.ts';
import type { RenderOutcome } from '../render/render-batch.ts';
import type { Findings } from './findings.ts';
import type { PlaceholderSource } from './placeholder-source.ts';
import { failureFix, type FailureFix } from '../../../shared/failure-fix.ts';
import { LANGUAGES } from '../../../shared/languages.ts';
import { smsSegments } from '../../../shared/sms-segments.ts';
import { READINESS_TEXTS, SMS_SEGMENTS_LIMIT, type ReadinessCode } from '../../../shared/readiness.ts';

/**
 * What one contact's render outcome tells the readiness check (docs/readiness.md): a failure
 * under the code of the part that failed, or for a rendered message its language, its empty
 * placeholders and Twig references, its address on the suppression list and its SMS length.
 */
const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && !value.trim());
const languageName = (id: number) => LANGUAGES.find((language) => language.id === id)?.name ?? `language #${id}`;
/** render-batch.ts's SENDING_TEXTS.noAddress: the recipient query answered, without an address for the channel. */
const NO_ADDRESS = /^Master contact #\d+ has no (email address|phone number)/;

/** The code of a failed render, from the record the send path names as the one to fix (or the field it failed on). */
function failureCode(outcome: Extract<RenderOutcome, { ok: false }>): ReadinessCode {
  const kind = outcome.fix?.kind;
  if (!outcome.fix && outcome.field === 'masterContactId' && outcome.reason.startsWith('There is no master contact')) return 'contact-missing';
  if (kind === 'senderInfo' || outcome.field === 'senderId') return 'sender-mapping-failed';
  if (kind === 'recipient' || outcome.field === 'recipientId') return NO_ADDRESS.test(outcome.reason) ? 'no-address' : 'recipient-mapping-failed';
  return 'render-failed';
}

/** Where an empty placeholder's value comes from: the sender info for the sender's fields, else the reference set. */
function placeholderFix(prepared: PreparedMessage, name: string): FailureFix {
  if (/^Sender/.test(name) && prepared.senderInfo) return failureFix('senderInfo', prepared.senderInfo.id);
  return failureFix('referenceSetTemplate', prepared.referenceSet.id);
}

export async function tallyOutcome(
  findings: Findings,
  prepared: PreparedMessage,
  contactId: number,
  outcome: RenderOutcome | undefined,
  suppressed: Map<string, string>,
  placeholders: PlaceholderSource,
): Promise<void> {
  if (!outcome) return findings.failed('contact-missing', contactId, `There is no master contact #${contactId}.`, undefined);
  if (!outcome.ok) return findings.failed(failureCode(outcome), contactId, outcome.reason, outcome.fix);
  const message = outcome.message;
  const sms = message.delivery === 'sms';
  const translationFix = sms ? failureFix('smsTemplate', prepared.smsTemplate!.id) : failureFix('message', prepared.message.id);

  if (message.languageId !== message.contactLanguageId) {
    const { contactLanguageId: wanted, languageId: got } = message;
    findings.add('translation-missing', String(wanted), contactId, `${languageName(wanted)}: gets ${languageName(got)}`, translationFix, (n) => READINESS_TEXTS.translationMissing(n, languageName(wanted), languageName(got)));
  }
  if (sms && isEmpty(message.body)) return findings.add('message-empty', '', contactId, languageName(message.contactLanguageId), translationFix, READINESS_TEXTS.messageEmpty);

  const names = await placeholders(message);
  if (!names) return findings.failed('render-failed', contactId, `The template ${message.template} does not exist at the template service.`, failureFix('message', prepared.message.id));
  for (const name of names)
    if (isEmpty(message.values[name])) findings.add('placeholder-empty', name, contactId, `{{${name}}} is empty`, placeholderFix(prepared, name), (n) => READINESS_TEXTS.placeholderEmpty(n, name));
  for (const row of prepared.referenceSet.customReferences) {
    const layout = row.layoutId ? prepared.layouts.get(row.layoutId) : undefined;
    if (layout && isEmpty(message.values[row.field]))
      findings.add('twig-empty', row.field, contactId, `${row.field} is empty`, failureFix('referenceLayout', layout.id), (n) => READINESS_TEXTS.twigEmpty(n, row.field, layout.name));
  }

  const reason = suppressed.get(message.to.toLowerCase());
  if (reason) return findings.add('suppressed', '', contactId, `${message.to}: ${reason}`, undefined, READINESS_TEXTS.suppressed);
  if (sms) {
    const segments = smsSegments(message.body ?? '').segments;
    findings.smsSegments += segments;
    if (segments > SMS_SEGMENTS_LIMIT) findings.add('sms-long', '', contactId, `${segments} segments`, translationFix, (n) => READINESS_TEXTS.smsLong(n, SMS_SEGMENTS_LIMIT));
  }
  findings.deliverable++;
}
