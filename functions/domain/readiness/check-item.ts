import { messageWorkflowStore } from '../../data/catalogue.ts';
import { getContactNames, getEvent } from '../../data/directory/store.ts';
import { BATCH_SIZE } from '../../data/delivery-batches.ts';
import type { StoredItem } from '../../data/event-workflow-item.ts';
import { audienceFailure, audienceOf } from '../sending/audience-of.ts';
import { prepareForSend } from '../render/prepare-for-send.ts';
import type { PreparedMessage } from '../render/prepare-message.ts';
import { renderBatch } from '../render/render-batch.ts';
import { suppressionList } from '../sending/suppression.ts';
import { Findings } from './findings.ts';
import { placeholderSource } from './placeholder-source.ts';
import { tallyOutcome } from './tally-outcome.ts';
import { sendingRules } from '../sending/sending-rules.ts';
import { EVENT_STATUS } from '../../../shared/directory/vocabulary.ts';
import { formatChangeTime } from '../../../shared/change-preview.ts';
import { quietHoursEnd } from '../../../shared/sending-rules.ts';
import type { FailureFix } from '../../../shared/failure-fix.ts';
import { AUDIENCE_CHANGE_LIMIT, READINESS_TEXTS, statusOf, type ItemReadiness, type ReadinessCode, type ReadinessProblem } from '../../../shared/readiness.ts';

/**
 * The readiness check of one item (docs/readiness.md): the send without sending. The audience is
 * resolved as dispatch resolves it (audienceOf), the message prepared as the sender prepares it
 * (prepareForSend), every contact rendered in batches of the send's size by the send's renderer
 * (renderBatch) and its addresses asked of the suppression list, as a batch of the send does.
 * Nothing is delivered and nothing is written: the caller stores the result.
 */
export interface CheckOptions {
  now: number;
  /** The audience size at the last check (the 30 % comparison). */
  previousAudience?: number | null;
}

const fixOf = (type: FailureFix['kind'], id: number): ReadinessProblem['fix'] => ({ type, id });

function itemWide(code: ReadinessCode, message: string, contacts: number, fix: ReadinessProblem['fix']): ReadinessProblem {
  return { code, severity: 'blocking', message, contacts, example: null, fix };
}

export async function checkItem(item: StoredItem, options: CheckOptions): Promise<ItemReadiness> {
  const previous = options.previousAudience ?? null;
  const answer = (problems: ReadinessProblem[], rest: Partial<ItemReadiness> = {}): ItemReadiness => ({
    itemId: item.id,
    eventId: item.eventId,
    checkedAt: options.now,
    status: statusOf(problems),
    channel: null,
    audience: { size: 0, previous, deliverable: 0 },
    smsSegments: null,
    problems,
    ...rest,
  });

  const event = await getEvent(item.eventId);
  if (!event || event.status === EVENT_STATUS.cancelled) return answer([itemWide('event-cancelled', READINESS_TEXTS.eventCancelled, 0, null)]);
  const workflow = await messageWorkflowStore.get(item.messageWorkflowId);
  if (!workflow) return answer([itemWide('workflow-gone', READINESS_TEXTS.workflowGone(item.messageWorkflowId), 0, null)]);
  const workflowFix = fixOf('messageWorkflow', workflow.id);

  let ids: number[];
  try {
    ids = await audienceOf(workflow, item.eventId);
  } catch (error) {
    const reason = audienceFailure(error);
    if (!reason) throw error;
    return answer([itemWide('audience-failed', READINESS_TEXTS.audienceFailed(reason), 0, workflowFix)]);
  }
  const problems: ReadinessProblem[] = [];
  if (previous !== null && previous > 0 && Math.abs(ids.length - previous) / previous > AUDIENCE_CHANGE_LIMIT)
    problems.push({ ...itemWide('audience-changed', READINESS_TEXTS.audienceChanged(previous, ids.length), ids.length, workflowFix), severity: 'warning' });
  if (!ids.length) return answer([itemWide('audience-empty', READINESS_TEXTS.audienceEmpty, 0, workflowFix), ...problems]);

  const prepared = await prepareForSend(workflow.messageId);
  if ('reason' in prepared) {
    const fix = prepared.fix ? fixOf(prepared.fix.kind, prepared.fix.id) : workflowFix;
    return answer([itemWide('message-unprepared', READINESS_TEXTS.messageUnprepared(prepared.reason), ids.length, fix), ...problems], { audience: { size: ids.length, previous, deliverable: 0 } });
  }
  const findings = await renderAll(prepared, ids, item.eventId);
  const names = await exampleNames(findings.exampleIds());
  problems.push(...findings.problems(ids.length, names));
  const quiet = await quietHoursProblem(item, prepared.delivery, ids.length, workflowFix, options.now);
  if (quiet) problems.push(quiet);
  const sms = prepared.delivery === 'sms';
  return answer(problems, { channel: prepared.delivery, audience: { size: ids.length, previous, deliverable: findings.deliverable }, smsSegments: sms ? findings.smsSegments : null });
}

/** Its time falls in the quiet hours of its channel (decision 033 Q1): it would be deferred to their end. */
async function quietHoursProblem(item: StoredItem, channel: 'email' | 'sms', audience: number, fix: ReadinessProblem['fix'], now: number): Promise<ReadinessProblem | null> {
  const hours = (await sendingRules())[channel].quietHours;
  const until = item.scheduledTime === null ? null : quietHoursEnd(hours, item.scheduledTime);
  if (!hours || until === null) return null;
  const message = READINESS_TEXTS.quietHours(channel === 'sms' ? 'SMS' : 'email', hours.from, hours.to, formatChangeTime(until, now));
  return { ...itemWide('quiet-hours', message, audience, fix), severity: 'warning' };
}

/** Every contact rendered, BATCH_SIZE at a time as the send's batches are, and tallied. */
export async function renderAll(prepared: PreparedMessage, ids: number[], eventId: number): Promise<Findings> {
  const findings = new Findings();
  const placeholders = placeholderSource(prepared);
  for (let start = 0; start < ids.length; start += BATCH_SIZE) {
    const part = ids.slice(start, start + BATCH_SIZE);
    const outcomes = await renderBatch(prepared, part, eventId);
    const addresses = [...outcomes.values()].flatMap((o) => (o.ok ? [o.message.to.toLowerCase()] : []));
    const suppressed = await suppressionList().isSuppressed([...new Set(addresses)]);
    for (const id of part) await tallyOutcome(findings, prepared, id, outcomes.get(id), suppressed, placeholders);
  }
  return findings;
}

async function exampleNames(ids: number[]): Promise<Map<number, string>> {
  const found = await getContactNames([...new Set(ids)]);
  return new Map([...found].map(([id, name]) => [id, [name.firstName, name.lastName].filter(Boolean).join(' ')]));
}
