import { actionTriggerStore, messageStore, type ActionTrigger } from '../../data/catalogue.ts';
import type { Stored } from '../../data/entity-store.ts';
import { invalid, notFound } from '../../domain/failure.ts';
import { applyListQuery, readListQuery, type ListSpec } from '../../kit/list-engine.ts';
import { validate } from '../../domain/validate.ts';
import type { ListPage } from '../../../shared/list-query.ts';
import { ACTION_TRIGGER_MESSAGE_TYPES } from '../../../shared/messages.ts';
import { STATUS } from '../../../shared/status.ts';
import { ACTION_TRIGGERS, ActionTriggerMessageInputSchema } from '../../../shared/action-triggers.ts';

const TEXTS = {
  notFound: (id: number | string) => `The action trigger message with #${id} can not be found.`,
  couldNotUpdate: 'Could not update action trigger message.',
  wrongMessage: 'Choose an active action trigger email or manual service email.',
};

/**
 * Both triggers always exist (shared/action-triggers.ts); one is stored only once a message was
 * mapped to it, so reading the list writes nothing. An unmapped trigger shows with no message.
 */
async function allTriggers(): Promise<Stored<ActionTrigger>[]> {
  const stored = new Map((await actionTriggerStore.list()).map((trigger) => [trigger.id, trigger]));
  return ACTION_TRIGGERS.map((t) => stored.get(t.id) ?? { id: t.id, name: t.name, messageId: null, createdAt: 0, updatedAt: 0, version: 0 });
}

type Row = Stored<ActionTrigger> & { message?: { id: number; name: string; type: number; status: number } | null };

export const ACTION_TRIGGER_LIST: ListSpec<Row> = {
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
  const query = readListQuery(params, ACTION_TRIGGER_LIST);
  const page = applyListQuery((await allTriggers()) as Row[], query, ACTION_TRIGGER_LIST);
  return query.include.includes('message') ? { ...page, items: await withMessages(page.items) } : page;
}

export async function updateActionTrigger(rawId: string, body: unknown, actor: number): Promise<Row> {
  const trigger = ACTION_TRIGGERS.find((t) => String(t.id) === rawId);
  if (!trigger) throw notFound(TEXTS.notFound(rawId));
  const { messageId } = validate(ActionTriggerMessageInputSchema, body, { message: TEXTS.couldNotUpdate });
  if (messageId !== null) {
    const message = await messageStore.get(messageId);
    if (!message || !(ACTION_TRIGGER_MESSAGE_TYPES as number[]).includes(message.type) || message.status !== STATUS.active)
      throw invalid({ messageId: TEXTS.wrongMessage }, TEXTS.couldNotUpdate);
  }
  return (await withMessages([await mapMessage(trigger, messageId, actor)]))[0];
}

/** Updates the stored trigger, or stores it on its first mapping (a concurrent first mapping answers 409). */
async function mapMessage(trigger: (typeof ACTION_TRIGGERS)[number], messageId: number | null, actor: number): Promise<Stored<ActionTrigger>> {
  const stored = await actionTriggerStore.get(trigger.id, { consistent: true });
  if (stored) return actionTriggerStore.update(stored, { messageId }, actor);
  return actionTriggerStore.create({ name: trigger.name, messageId }, actor, trigger.id);
}
