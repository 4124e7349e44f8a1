import { isSms } from './messages.ts';
import type { UsedKind } from './message-usage.ts';
import { isEnabled } from './event-message-workflows.ts';

/**
 * What a record uses, computed from the record alone, per kind of user record. Delete guards
 * (functions/data/uses.ts) read this to tell a real use from a leftover, in every function, so it
 * lives here rather than beside one resource.
 */
export interface Use {
  kind: UsedKind;
  id: number;
  /** The field that holds it, for error texts. */
  field: string;
}

export type UserKind = 'message' | 'reference-set-template' | 'message-workflow' | 'event-message-workflow';

const present = (uses: (Use | false | null | undefined)[]): Use[] => {
  const seen = new Set<string>();
  return uses.filter((use): use is Use => {
    if (!use || !Number.isInteger(use.id) || use.id < 1) return false;
    const key = `${use.kind}#${use.id}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
};

interface MessageUses {
  type: number;
  templateId?: string | null;
  referenceSetTemplateId?: number | null;
  senderId?: number | null;
  recipientId?: number | null;
}

interface ReferenceSetTemplateUses {
  customReferences?: { layoutId?: number | null }[];
}

export const USES_OF: Record<UserKind, (record: never) => Use[]> = {
  message: (m: MessageUses) =>
    present([
      isSms(m.type) && /^\d+$/.test(m.templateId ?? '') && { kind: 'sms-template', id: Number(m.templateId), field: 'templateId' },
      m.referenceSetTemplateId != null && { kind: 'reference-set-template', id: m.referenceSetTemplateId, field: 'referenceSetTemplateId' },
      m.senderId != null && { kind: 'sender-info', id: m.senderId, field: 'senderId' },
      m.recipientId != null && { kind: 'recipient', id: m.recipientId, field: 'recipientId' },
    ]),
  'message-workflow': (w: { messageId?: number | null }) => present([w.messageId != null && { kind: 'message', id: w.messageId, field: 'messageId' }]),
  // an item uses its workflow while it is enabled (would send): that blocks the workflow's delete
  'event-message-workflow': (item: { messageWorkflowId?: number; status?: number }) =>
    present([item.messageWorkflowId != null && isEnabled(item.status ?? -1) && { kind: 'message-workflow', id: item.messageWorkflowId, field: 'messageWorkflowId' }]),
  'reference-set-template': (r: ReferenceSetTemplateUses) =>
    present((r.customReferences ?? []).map((row, i) => row.layoutId != null && { kind: 'reference-layout', id: row.layoutId, field: `customReferences.${i}.layoutId` })),
};

/** The uses of a record of `type`, or none when records of that type use nothing. */
export function usesOf(type: string, record: object): Use[] {
  const of = (USES_OF as Record<string, ((record: object) => Use[]) | undefined>)[type];
  return of ? of(record) : [];
}

export const sameUse = (a: Use, b: Use) => a.kind === b.kind && a.id === b.id;
export const usesMinus = (from: Use[], without: Use[]) => from.filter((use) => !without.some((other) => sameUse(use, other)));
