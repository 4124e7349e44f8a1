import { countRecipientMessages } from './api/count-recipient-messages';
import { deleteRecipient } from './api/delete-recipient';
import { useRecipients } from '@/api/recipients/get-recipients';
import type { Recipient } from '@shared/recipients';
import { RECIPIENTS_PATH, recipientEditPath } from './recipient-paths';
import { MESSAGE_TYPE_OPTIONS, RECIPIENT_UI } from './recipient-texts';
import { messageTypeName } from '@shared/message-types';
import { idColumn, nameColumn } from '@/components/list-page/columns';
import type { ListResource } from '@/components/list-page/list-types';
import { usageGuard } from '@/components/list-page/usage-guard';

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
    idColumn(recipientEditPath, { width: '8rem' }),
    nameColumn(recipientEditPath),
    {
      field: 'messageType',
      header: 'Message type',
      width: '14rem',
      filter: { type: 'select', options: MESSAGE_TYPE_OPTIONS.map(({ label, value }) => ({ label, value: String(value) })) },
      body: (item) => (item.messageType === null ? RECIPIENT_UI.anyMessageType : messageTypeName(item.messageType)),
    },
  ],
  remove: {
    run: (item) => deleteRecipient(item.id),
    question: () => RECIPIENT_UI.confirmDelete,
    guard: (item) => usageGuard('recipient', () => countRecipientMessages(item.id)),
    doneText: RECIPIENT_UI.deleted,
    failedText: RECIPIENT_UI.deleteFailed,
  },
};
