import { type Message, type MessageTranslation, messageStore } from '../../data/catalogue.ts';
import { historyOf } from '../../domain/audit/trail.ts';
import type { AuditEntryAnswer } from '../../../shared/audit-schemas.ts';
import { notFound } from '../../domain/failure.ts';
import { applyListQuery, readListQuery, type ListSpec } from '../../kit/list-engine.ts';
import { includeUsers } from '../../kit/include-users.ts';
import type { Stored, WriteBy } from '../../data/entity-store.ts';
import type { ListPage } from '../../../shared/list-query.ts';

/**
 * Message translations live inside their message; this is the flat list the Message Translation
 * screen shows, and the delete that removes one from its message.
 */
export interface TranslationRow {
  id: number;
  messageId: number;
  message: { id: number; name: string; type: number };
  languageId: number;
  templateId: string;
  createdAt: number;
  updatedAt: number;
  createdBy?: number;
  updatedBy?: number;
}

export const TRANSLATION_NOT_FOUND = (id: number | string) => `The message translation with #${id} can not be found.`;

export const TRANSLATION_LIST: ListSpec<TranslationRow> = {
  fields: {
    id: { type: 'number' },
    created_at: { type: 'number', get: (row) => row.createdAt },
    createdAt: { type: 'number' },
    'message.name': { type: 'string' },
    message_id: { type: 'number', get: (row) => row.messageId },
    template_id: { type: 'string', get: (row) => row.templateId },
    language_id: { type: 'number', get: (row) => row.languageId },
  },
  defaultSort: '-created_at',
  search: ['id', 'message.name', 'template_id'],
  includes: ['message', 'createdByUser', 'updatedByUser'],
};

function rows(messages: Stored<Message>[]): TranslationRow[] {
  return messages.flatMap((message) =>
    message.messageTranslations.map((t) => ({
      id: t.id,
      messageId: message.id,
      message: { id: message.id, name: message.name, type: message.type },
      languageId: t.languageId,
      templateId: t.templateId,
      createdAt: t.createdAt,
      updatedAt: t.createdAt,
      createdBy: t.createdBy,
      updatedBy: t.createdBy,
    })),
  );
}

export async function listTranslations(params: URLSearchParams): Promise<ListPage<TranslationRow>> {
  const query = readListQuery(params, TRANSLATION_LIST);
  const page = applyListQuery(rows(await messageStore.list()), query, TRANSLATION_LIST);
  await includeUsers(page.items, query.include);
  return page;
}

export async function deleteTranslation(rawId: string, actor: WriteBy): Promise<void> {
  const id = Number(rawId);
  const message = (await messageStore.list()).find((m) => m.messageTranslations.some((t) => t.id === id));
  if (!message || !Number.isInteger(id)) throw notFound(TRANSLATION_NOT_FOUND(rawId));
  await messageStore.update(message, { messageTranslations: message.messageTranslations.filter((t) => t.id !== id) }, actor);
}

type TranslationValue = Pick<MessageTranslation, 'id' | 'languageId' | 'templateId'>;
const translationIn = (value: unknown, id: number): TranslationValue | null => {
  const found = Array.isArray(value) ? (value as MessageTranslation[]).find((t) => t?.id === id) : undefined;
  return found ? { id: found.id, languageId: found.languageId, templateId: found.templateId } : null;
};

/**
 * A translation's history: the entries of its message that changed it, each narrowed to the
 * translation's own before and after (its language and template).
 */
export async function translationHistory(rawId: string): Promise<ListPage<AuditEntryAnswer>> {
  const id = Number(rawId);
  const message = Number.isInteger(id) ? (await messageStore.list()).find((m) => m.messageTranslations.some((t) => t.id === id)) : undefined;
  if (!message) throw notFound(TRANSLATION_NOT_FOUND(rawId));
  const items = (await historyOf(messageStore.type, message.id)).flatMap((entry) => {
    const change = entry.changes.find((c) => c.field === 'messageTranslations');
    const [before, after] = [translationIn(change?.before, id), translationIn(change?.after, id)];
    if (!change || JSON.stringify(before) === JSON.stringify(after)) return [];
    const changes = (['languageId', 'templateId'] as const).filter((field) => before?.[field] !== after?.[field]).map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }));
    return [{ ...entry, changes }];
  });
  return { items, total: items.length };
}
