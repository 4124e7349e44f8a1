import * as z from 'zod';
import { isoWeekday, wallClockAt } from './amsterdam-time.ts';
import { ITEM_STATUS } from './event-message-workflow-constants.ts';
import { STATUS_LABELS } from './status-constants.ts';

/**
 * What a change does to pending sends (docs/change-previews.md): the answer of
 * POST /v1/events/{id}/message-workflows/preview-changes (a timeline's save, not saved) and of
 * POST /v1/target-groups/preview-changes (a workflow's target group, not saved), and the re-plans
 * an import made, which the timeline lists. The sentences are made here, so the API and the
 * screens say the same.
 */

/** What happens to an item: its kinds of change, in the order the sentences name them. */
export const CHANGE_KINDS = ['new', 'moved', 'out of date', 'error', 'switched off', 'switched on', 'no longer out of date', 'removed'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

const side = z.object({
  status: z.number().int(),
  scheduledTime: z.number().int().nullable(),
  /** Active with a time to come: it will send. */
  pending: z.boolean(),
});

/** How many contacts it would send to before and after; null when the planner cannot count the group without reading every contact. */
export const AudienceChangeSchema = z.object({
  before: z.number().int().nullable(),
  after: z.number().int().nullable(),
  added: z.number().int(),
  removed: z.number().int(),
  read: z.enum(['candidates', 'all contacts']),
});
export type AudienceChange = z.infer<typeof AudienceChangeSchema>;

export const ItemChangeSchema = z.object({
  /** 'item-<id>' for a saved item, 'new-<workflowId>' for an attach (the timeline's keys). */
  key: z.string(),
  itemId: z.number().int().nullable(),
  eventId: z.number().int(),
  messageWorkflowId: z.number().int(),
  name: z.string(),
  changes: z.array(z.enum(CHANGE_KINDS)),
  /** Null for a new item. */
  before: side.nullable(),
  after: side.extend({
    note: z.string().nullable(),
    /** When it would send: its time falls in the quiet hours of its channel (decision 033), so it is deferred to their end; null otherwise. */
    deferredTo: z.number().int().nullable(),
  }),
  /** Null when the change does not change who receives it (a time that moves within the future). */
  audience: AudienceChangeSchema.nullable(),
});
export type ItemChange = z.infer<typeof ItemChangeSchema>;

export const ChangeTotalsSchema = z.object({
  added: z.number().int(),
  removed: z.number().int(),
  /** Items whose audience count changes. */
  itemsWithContacts: z.number().int(),
  /** Items whose audience matters but the planner could not count. */
  uncounted: z.number().int(),
});
export type ChangeTotals = z.infer<typeof ChangeTotalsSchema>;

export const EventChangePreviewSchema = z.object({
  eventId: z.number().int(),
  /** The instant the proposed change was planned at. */
  plannedAt: z.number().int(),
  /** Only the items the change affects. */
  items: z.array(ItemChangeSchema),
  /** Entries of the body that change nothing for sending. */
  unchanged: z.number().int(),
  totals: ChangeTotalsSchema,
  /** The difference in sentences, as the save confirmation shows it. */
  lines: z.array(z.string()),
});
export type EventChangePreview = z.infer<typeof EventChangePreviewSchema>;

/**
 * The preview's body: the save's (its entries, checked as the save checks them), and, for the
 * timeline's Remove (which deletes at once after its own confirmation), saved items of the event
 * it would delete. With items to remove, the entries may be left out.
 */
export const EventPreviewRemoveSchema = z.object({
  remove: z.array(z.number().int().positive(), { error: 'remove must be a list of item ids.' }).max(200, 'At most 200 items.').optional(),
});

/** POST /v1/target-groups/preview-changes: a workflow and the target group it would get. */
export const TargetGroupPreviewInputSchema = z.object({
  messageWorkflowId: z.number({ error: 'Give the messageWorkflowId.' }).int('Give the messageWorkflowId.').positive('Give the messageWorkflowId.'),
  targetGroup: z.unknown(),
  /** The message the workflow would send (the form's): left out, the one it has. */
  messageId: z.number({ error: 'messageId must be a message id.' }).int('messageId must be a message id.').positive('messageId must be a message id.').nullable().optional(),
});

const MessageSideSchema = z.object({ id: z.number().int(), name: z.string(), type: z.number().int() }).nullable();

export const TargetGroupItemChangeSchema = z.object({
  itemId: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  scheduledTime: z.number().int().nullable(),
  audience: AudienceChangeSchema,
  /** When it would go instead: its time falls in the quiet hours of the (proposed) message's channel; null otherwise. */
  deferredTo: z.number().int().nullable(),
});
export const TargetGroupChangePreviewSchema = z.object({
  messageWorkflowId: z.number().int(),
  name: z.string(),
  /** The message its pending items would send instead; null when the message does not change. */
  message: z.object({ before: MessageSideSchema, after: MessageSideSchema }).nullable(),
  /** Its pending items (Active, time to come), one per event. */
  items: z.array(TargetGroupItemChangeSchema),
  totals: ChangeTotalsSchema,
  lines: z.array(z.string()),
});
export type TargetGroupChangePreview = z.infer<typeof TargetGroupChangePreviewSchema>;

/** One re-plan an import made on an event: the timeline's 'Re-planned by import' entries. */
export const ReplanRecordSchema = z.object({
  itemId: z.number().int(),
  messageWorkflowId: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  statusBefore: z.number().int(),
  statusAfter: z.number().int(),
  note: z.string().nullable(),
  /** When it was re-planned, and the import that did it (its start and a token). */
  at: z.number().int(),
  importId: z.string(),
  /** The event version the import brought. */
  eventVersion: z.number().int(),
});
export type ReplanRecord = z.infer<typeof ReplanRecordSchema>;
/** At most this many re-plans are kept per event (the oldest go first). */
export const REPLANS_KEPT = 50;

// ---- the sentences

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** 'Tue 12 May 09:30' in Amsterdam; the year is added when it is not the year of `reference`. */
export function formatChangeTime(unix: number | null, reference: number): string {
  if (unix === null) return 'no time';
  const clock = wallClockAt(unix);
  const year = clock.year === wallClockAt(reference).year ? '' : ` ${clock.year}`;
  return `${DAYS[isoWeekday(clock) - 1]} ${clock.day} ${MONTHS[clock.month - 1]}${year} ${two(clock.hour)}:${two(clock.minute)}`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const statusLabel = (status: number) => STATUS_LABELS[status] ?? String(status);

export const CHANGE_TEXTS = {
  nothing: 'No pending send changes: nothing moves and nobody is added or removed.',
  contacts: (added: number, removed: number, items: number) => `+${added} contacts, \u2212${removed} contacts on ${plural(items, 'item')}`,
  moves: (name: string, from: string, to: string) => `'${name}' moves from ${from} to ${to}`,
  isNew: (name: string, at: string) => `'${name}' is new: it sends ${at}`,
  newOff: (name: string) => `'${name}' is new and switched off: it does not send`,
  outOfDate: (count: number) => `${plural(count, 'item')} would now be in the past and be marked Out of date`,
  error: (name: string, note: string | null) => `'${name}' could not be planned and would be marked Error${note ? `: ${note}` : ''}`,
  off: (name: string) => `'${name}' is switched off: it does not send`,
  on: (name: string, at: string) => `'${name}' is switched on: it sends ${at}`,
  back: (name: string, at: string) => `'${name}' is planned again: it sends ${at}`,
  removed: (name: string) => `'${name}' is removed: it does not send`,
  deferred: (name: string, at: string) => `'${name}' falls in quiet hours: it would be sent ${at}`,
  audience: (name: string, before: number, after: number) => `'${name}' would send to ${after} contacts instead of ${before}`,
  message: (items: number, before: string, after: string) => `${plural(items, 'pending item')} would send ${after} instead of ${before}`,
  uncounted: (names: string[]) => `Not counted (the target group could be met by any contact): ${names.map((name) => `'${name}'`).join(', ')}`,
  statusChange: (before: number, after: number) => `${statusLabel(before)} \u2192 ${statusLabel(after)}`,
} as const;

export function totalsOf(audiences: (AudienceChange | null)[]): ChangeTotals {
  const counted = audiences.filter((a): a is AudienceChange => !!a);
  return {
    added: counted.reduce((sum, a) => sum + a.added, 0),
    removed: counted.reduce((sum, a) => sum + a.removed, 0),
    itemsWithContacts: counted.filter((a) => a.added || a.removed).length,
    uncounted: counted.filter((a) => a.read === 'all contacts').length,
  };
}

/** The sentences of an event's change: contacts first, then each move, new item and status change. */
export function describeEventChanges(items: ItemChange[], totals: ChangeTotals, reference: number): string[] {
  const lines: string[] = [];
  if (totals.added || totals.removed) lines.push(CHANGE_TEXTS.contacts(totals.added, totals.removed, totals.itemsWithContacts));
  const at = (time: number | null) => formatChangeTime(time, reference);
  let outOfDate = 0;
  for (const item of items) {
    if (item.changes.includes('new')) lines.push(item.after.status === ITEM_STATUS.inactive ? CHANGE_TEXTS.newOff(item.name) : CHANGE_TEXTS.isNew(item.name, at(item.after.scheduledTime)));
    else if (item.changes.includes('moved') && item.after.status !== ITEM_STATUS.error) lines.push(CHANGE_TEXTS.moves(item.name, at(item.before!.scheduledTime), at(item.after.scheduledTime)));
    if (item.changes.includes('out of date')) outOfDate++;
    if (item.changes.includes('error')) lines.push(CHANGE_TEXTS.error(item.name, item.after.note));
    if (item.changes.includes('switched off')) lines.push(CHANGE_TEXTS.off(item.name));
    if (item.changes.includes('switched on')) lines.push(CHANGE_TEXTS.on(item.name, at(item.after.scheduledTime)));
    if (item.changes.includes('no longer out of date')) lines.push(CHANGE_TEXTS.back(item.name, at(item.after.scheduledTime)));
    if (item.changes.includes('removed')) lines.push(CHANGE_TEXTS.removed(item.name));
    if (item.after.deferredTo !== null && item.after.pending) lines.push(CHANGE_TEXTS.deferred(item.name, at(item.after.deferredTo)));
  }
  if (outOfDate) lines.push(CHANGE_TEXTS.outOfDate(outOfDate));
  const uncounted = items.filter((item) => item.audience?.read === 'all contacts').map((item) => item.name);
  if (uncounted.length) lines.push(CHANGE_TEXTS.uncounted(uncounted));
  return lines.length ? lines : [CHANGE_TEXTS.nothing];
}

const messageLabel = (message: { name: string } | null) => (message ? `'${message.name}'` : 'no message');

/** The sentences of a workflow's change: contacts, the message its pending items would send, each item's audience that changes, quiet hours, then the items it could not count. */
export function describeTargetGroupChanges(name: string, items: TargetGroupChangePreview['items'], totals: ChangeTotals, message: TargetGroupChangePreview['message'] = null, reference = 0): string[] {
  const lines: string[] = [];
  const itemName = (item: TargetGroupChangePreview['items'][number]) => `${name} (${item.eventName})`;
  if (totals.added || totals.removed) lines.push(CHANGE_TEXTS.contacts(totals.added, totals.removed, totals.itemsWithContacts));
  if (message && items.length) lines.push(CHANGE_TEXTS.message(items.length, messageLabel(message.before), messageLabel(message.after)));
  for (const item of items) {
    const { before, after } = item.audience;
    if (before !== null && after !== null && before !== after) lines.push(CHANGE_TEXTS.audience(itemName(item), before, after));
  }
  for (const item of items) if (item.deferredTo !== null) lines.push(CHANGE_TEXTS.deferred(itemName(item), formatChangeTime(item.deferredTo, reference)));
  const uncounted = items.filter((item) => item.audience.read === 'all contacts').map(itemName);
  if (uncounted.length) lines.push(CHANGE_TEXTS.uncounted(uncounted));
  return lines.length ? lines : [CHANGE_TEXTS.nothing];
}
