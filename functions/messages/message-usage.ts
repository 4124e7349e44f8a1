import { addUsage, removeUsage } from '../data/usage.ts';
import { isSms } from '../../shared/messages.ts';
import type { UsedKind } from '../../shared/message-usage.ts';

/** What a message uses, as usage items: its SMS template, reference set, sender info and recipient. */
interface Uses {
  type: number;
  templateId: string | null;
  referenceSetTemplateId: number | null;
  senderId?: number | null;
  recipientId: number | null;
}

const usesOf = (message: Uses | undefined): [UsedKind, number][] => {
  if (!message) return [];
  const uses: [UsedKind, number | null | undefined][] = [
    ['sms-template', isSms(message.type) && message.templateId && /^\d+$/.test(message.templateId) ? Number(message.templateId) : null],
    ['reference-set-template', message.referenceSetTemplateId],
    ['sender-info', message.senderId],
    ['recipient', message.recipientId],
  ];
  return uses.filter((use): use is [UsedKind, number] => typeof use[1] === 'number');
};

const same = (a: [UsedKind, number], b: [UsedKind, number]) => a[0] === b[0] && a[1] === b[1];

/**
 * Brings the usage items in line with a message's new state. New uses are written before the
 * message (so a delete guard never misses one) and stale ones removed after it: a crash leaves at
 * most an extra use, which blocks a delete until the message is saved again, never a missing one.
 */
export async function addNewUses(messageId: number | undefined, next: Uses, previous: Uses | undefined): Promise<void> {
  if (messageId === undefined) return;
  for (const use of usesOf(next)) if (!usesOf(previous).some((old) => same(old, use))) await addUsage(use[0], use[1], 'message', messageId);
}

export async function removeOldUses(messageId: number, next: Uses | undefined, previous: Uses | undefined): Promise<void> {
  for (const use of usesOf(previous)) if (!usesOf(next).some((kept) => same(kept, use))) await removeUsage(use[0], use[1], 'message', messageId);
}
