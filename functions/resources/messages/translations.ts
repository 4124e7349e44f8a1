import { type Message, messageStore } from '../../data/catalogue.ts';
import { notFound } from '../../domain/failure.ts';
import { applyListQuery, readListQuery, type ListSpec } from '../../kit/list-engine.ts';
import { includeUsers } from '../../kit/include-users.ts';
import type { Stored } from '../../data/entity-store.ts';
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

export async function deleteTranslation(rawId: string, actor: number): Promise<void> {
  const id = Number(rawId);
  const message = (await messageStore.list()).find((m) => m.messageTranslations.some((t) => t.id === id));
  if (!message || !Number.isInteger(id)) throw notFound(TRANSLATION_NOT_FOUND(rawId));
  await messageStore.update(message, { messageTranslations: message.messageTranslations.filter((t) => t.id !== id) }, actor);
}
