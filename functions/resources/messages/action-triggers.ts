import * as z from 'zod';
import { entityStore, type Stored } from '../../data/entity-store.ts';
import { invalid, notFound } from '../../kit/errors.ts';
import { applyListQuery, readListQuery, type ListSpec } from '../../kit/list-engine.ts';
import { validate } from '../../kit/validate.ts';
import { messageStore } from './messages.ts';
import type { ListPage } from '../../../shared/list-query.ts';
import { ACTION_TRIGGER_MESSAGE_TYPES } from '../../../shared/messages.ts';
import { STATUS } from '../../../shared/status.ts';

/** The two action triggers (booked meeting, cancelled registration), each pointing at the email it sends. */
export interface ActionTrigger {
  name: string;
  messageId: number | null;
}

export const ACTION_TRIGGERS = [
  { id: 1, name: 'Booked meeting' },
  { id: 2, name: 'Cancelled registration' },
] as const;

const TEXTS = {
  notFound: (id: number | string) => `The action trigger message with #${id} can not be found.`,
  couldNotUpdate: 'Could not update action trigger message.',
  wrongMessage: 'Choose an active action trigger email or manual service email.',
};

export const actionTriggerStore = entityStore<ActionTrigger>('action-trigger');

/** The triggers exist from the start: created on first use with their fixed ids (idempotent). */
async function ensureTriggers(): Promise<Stored<ActionTrigger>[]> {
  const existing = await actionTriggerStore.list();
  for (const trigger of ACTION_TRIGGERS.filter((t) => !existing.some((e) => e.id === t.id)))
    await actionTriggerStore.create({ name: trigger.name, messageId: null }, undefined, trigger.id).catch((error: { name?: string }) => {
      if (error.name !== 'ConditionalCheckFailedException') throw error;
    });
  return existing.length === ACTION_TRIGGERS.length ? existing : actionTriggerStore.list();
}

type Row = Stored<ActionTrigger> & { message?: { id: number; name: string; type: number; status: number } | null };

const SPEC: ListSpec<Row> = {
  fields: { id: { type: 'number' }, name: { type: 'string' }, createdAt: { type: 'number' } },
  defaultSort: '-createdAt',
  search: ['name'],
  includes: ['message'],
};

async function withMessages(rows: Row[]): Promise<Row[]> {
  const messages = await messageStore.getMany(rows.map((r) => r.messageId).filter((id): id is number => id !== null));
  return rows.map((row) => {
    const message = row.messageId ? messages.get(row.messageId) : undefined;
    return { ...row, message: message ? { id: message.id, name: message.name, type: message.type, status: message.status } : null };
  });
}

export async function listActionTriggers(params: URLSearchParams): Promise<ListPage<Row>> {
  const query = readListQuery(params, SPEC);
  const page = applyListQuery((await ensureTriggers()) as Row[], query, SPEC);
  return query.include.includes('message') ? { ...page, items: await withMessages(page.items) } : page;
}

const UpdateSchema = z.object({ messageId: z.number().int().positive().nullable(), version: z.number().int().optional() });

export async function updateActionTrigger(rawId: string, body: unknown, actor: number): Promise<Row> {
  await ensureTriggers();
  const trigger = /^\d+$/.test(rawId) ? await actionTriggerStore.get(Number(rawId)) : undefined;
  if (!trigger) throw notFound(TEXTS.notFound(rawId));
  const { messageId } = validate(UpdateSchema, body, { message: TEXTS.couldNotUpdate });
  if (messageId !== null) {
    const message = await messageStore.get(messageId);
    if (!message || !(ACTION_TRIGGER_MESSAGE_TYPES as number[]).includes(message.type) || message.status !== STATUS.active)
      throw invalid({ messageId: TEXTS.wrongMessage }, TEXTS.couldNotUpdate);
  }
  const updated = await actionTriggerStore.update(trigger, { messageId }, actor);
  return (await withMessages([updated]))[0];
}
