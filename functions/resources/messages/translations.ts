import { type Message, type MessageTranslation, messageStore } from '../../data/catalogue.ts';
import { historyOf } from '../../domain/audit/trail.ts';
import { entryIdOf, versionAfter } from '../../domain/audit/versions.ts';
import { RESTORE_TEXTS } from '../../../shared/audit-restore.ts';
import type { AuditEntryAnswer } from '../../../shared/audit-schemas.ts';
import { invalid, notFound } from '../../domain/failure.ts';
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
  const { id, message } = await translationMessage(rawId);
  const items = narrowed(await historyOf(messageStore.type, message.id), id);
  return { items, total: items.length };
}

/** The message a translation is part of now (a 404 when none is). */
async function translationMessage(rawId: string): Promise<{ id: number; message: Stored<Message> }> {
  const id = Number(rawId);
  const message = Number.isInteger(id) ? (await messageStore.list()).find((m) => m.messageTranslations.some((t) => t.id === id)) : undefined;
  if (!message) throw notFound(TRANSLATION_NOT_FOUND(rawId));
  return { id, message };
}

/** The message's entries that changed the translation, each narrowed to its language and template. */
function narrowed(history: AuditEntryAnswer[], id: number): AuditEntryAnswer[] {
  return history.flatMap((entry) => {
    const change = entry.changes.find((c) => c.field === 'messageTranslations');
    const [before, after] = [translationIn(change?.before, id), translationIn(change?.after, id)];
    if (!change || JSON.stringify(before) === JSON.stringify(after)) return [];
    const changes = (['languageId', 'templateId'] as const).filter((field) => before?.[field] !== after?.[field]).map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }));
    return [{ ...entry, changes }];
  });
}

/**
 * A translation as it was right after one entry of its history (GET …/history/{entryId}/version):
 * its message rebuilt to that version (domain/audit/versions.ts), the translation taken from it.
 */
export async function translationVersion(rawId: string, rawEntryId: string | undefined): Promise<TranslationRow> {
  const { id, message } = await translationMessage(rawId);
  const history = await historyOf(messageStore.type, message.id);
  const entryId = entryIdOf(rawEntryId);
  if (!narrowed(history, id).some((entry) => entry.id === entryId)) throw notFound(RESTORE_TEXTS.unknownEntry(String(entryId)));
  const row = rows([versionAfter(message, history, entryId)]).find((translation) => translation.id === id);
  if (!row) throw invalid({ entryId: RESTORE_TEXTS.notThere }, RESTORE_TEXTS.cannotRebuild);
  return row;
}
