import { Link } from 'wouter';
import { countRecipientMessages } from './api/count-recipient-messages';
import { deleteRecipient } from './api/delete-recipient';
import { useRecipients } from './api/get-recipients';
import type { Recipient } from './api/get-recipient';
import { RECIPIENTS_PATH, recipientEditPath } from './recipient-paths';
import { MESSAGE_TYPE_OPTIONS, RECIPIENT_UI, messageTypeName } from './recipient-texts';
import type { ListResource } from '../../components/list-page/list-types';
import { USAGE_TEXTS } from '../../../../shared/message-usage';

/** The recipient list (spec sections 2, 7): ID (link), name, message type filter, delete for super-admins. */
export const recipientListResource: ListResource<Recipient> = {
  title: RECIPIENT_UI.listTitle,
  path: RECIPIENTS_PATH,
  defaultSort: '-createdAt',
  useItems: useRecipients,
  emptyText: RECIPIENT_UI.empty,
  loadFailedText: RECIPIENT_UI.loadFailed,
  createLabel: RECIPIENT_UI.createLabel,
  columns: [
    {
      field: 'id',
      header: 'ID',
      sortable: true,
      width: '8rem',
      filter: { type: 'text', op: 'like' },
      body: (item) => <Link href={recipientEditPath(item.id)}>{item.id}</Link>,
    },
    {
      field: 'name',
      header: 'Name',
      sortable: true,
      filter: { type: 'text' },
      body: (item) => <Link href={recipientEditPath(item.id)}>{item.name}</Link>,
    },
    {
      field: 'messageType',
      header: 'Message type',
      width: '14rem',
      filter: { type: 'select', options: MESSAGE_TYPE_OPTIONS.map(({ label, value }) => ({ label, value: String(value) })) },
      body: (item) => messageTypeName(item.messageType),
    },
  ],
  remove: {
    run: (item) => deleteRecipient(item.id),
    question: () => RECIPIENT_UI.confirmDelete,
    guard: (item) => ({
      countingText: USAGE_TEXTS.counting,
      count: () => countRecipientMessages(item.id),
      blockedText: (count) => USAGE_TEXTS.blocked('recipient', count),
      blockedHeader: 'Cannot delete!',
      failedText: USAGE_TEXTS.countFailed('recipient'),
    }),
    doneText: RECIPIENT_UI.deleted,
    failedText: RECIPIENT_UI.deleteFailed,
  },
};
