import { Link } from 'wouter';
import { deleteMessageTranslation } from './api/delete-message-translation';
import { useMessageTranslations } from './api/get-message-translations';
import { MESSAGE_TRANSLATION_UI } from './message-translation-texts';
import type { MessageTranslationRow } from '@shared/messages';
import { lastActionColumn } from '@/components/list-page/columns';
import type { ListResource } from '@/components/list-page/list-types';
import { LANGUAGES } from '@shared/languages';

/** The message form's address; the messages area is not imported (features stay apart). */
const messageEditHref = (id: number) => `/messages/edit/${id}`;
const languageName = (id: number) => LANGUAGES.find((language) => language.id === id)?.name ?? `Language #${id}`;

/** The Message Translation list (spec section 2): translations are created in the message form, which 'Create new translation' opens (routes.tsx). */
export const messageTranslationListResource: ListResource<MessageTranslationRow> = {
  title: MESSAGE_TRANSLATION_UI.listTitle,
  path: '/message-translations',
  defaultSort: '-created_at',
  useItems: useMessageTranslations,
  emptyText: MESSAGE_TRANSLATION_UI.empty,
  loadFailedText: MESSAGE_TRANSLATION_UI.loadFailed,
  columns: [
    { field: 'id', header: 'ID', sortable: true, width: '7rem', filter: { type: 'text', op: 'like' }, body: (row) => row.id },
    {
      field: 'message.name',
      header: 'Message name',
      filter: { type: 'text', op: 'like' },
      body: (row) => <Link href={messageEditHref(row.messageId)}>{row.message?.name ?? `Message #${row.messageId}`}</Link>,
    },
    {
      field: 'language_id',
      header: 'Language',
      sortable: true,
      width: '11rem',
      filter: { type: 'select', options: LANGUAGES.map((language) => ({ label: language.name, value: String(language.id) })) },
      body: (row) => languageName(row.languageId),
    },
    { field: 'template_id', header: 'Template ID', sortable: true, filter: { type: 'text', op: 'like' }, body: (row) => <code>{row.templateId}</code> },
    lastActionColumn('created_at'),
  ],
  remove: {
    run: (row) => deleteMessageTranslation(row.id),
    question: (row) => MESSAGE_TRANSLATION_UI.confirmDelete(row.id, row.message?.name ?? `#${row.messageId}`),
    doneText: MESSAGE_TRANSLATION_UI.deleted,
    failedText: MESSAGE_TRANSLATION_UI.deleteFailed,
  },
};
