import { cloneMessage } from './api/clone-message';
import { deleteMessage } from './api/delete-message';
import { getMessageWorkflowTotal } from './api/get-message-workflow-total';
import { useMessages } from '@/api/messages/get-messages';
import { updateMessageStatuses } from './api/update-message-statuses';
import { MESSAGES_PATH, messageEditPath } from './message-paths';
import { MESSAGE_UI } from './message-texts';
import type { MessageWithTags } from '@shared/messages';
import { idColumn, lastActionColumn, nameColumn, statusBulkActions, statusColumn } from '@/components/list-page/columns';
import { tagsColumn } from '@/components/list-page/tags-column';
import type { ListResource } from '@/components/list-page/list-types';
import { PROCESS_CHOICES } from '@shared/directory/vocabulary';
import { MESSAGE_TYPES } from '@shared/message-types';

const typeName = (type: number) => MESSAGE_TYPES.find((t) => t.id === type)?.name ?? `Type ${type}`;
const processName = (id: number | null | undefined) => (id === null || id === undefined ? '' : (PROCESS_CHOICES.find((p) => p.id === id)?.name ?? `Process ${id}`));
const asOptions = (options: readonly { id: number; name: string }[]) => options.map(({ id, name }) => ({ label: name, value: String(id) }));

/** The message list (spec section 2): columns, filters, actions and texts; ListPage does the rest. */
export const messageListResource: ListResource<MessageWithTags> = {
  title: MESSAGE_UI.listTitle,
  path: MESSAGES_PATH,
  defaultSort: '-createdAt',
  useItems: useMessages,
  emptyText: MESSAGE_UI.empty,
  loadFailedText: MESSAGE_UI.loadFailed,
  createLabel: MESSAGE_UI.createLabel,
  columns: [
    idColumn(messageEditPath),
    // Every typed word must appear in the name (filter[name:like_words]).
    nameColumn(messageEditPath, { op: 'like_words' }),
    statusColumn(),
    {
      field: 'type',
      header: 'Type',
      sortable: true,
      width: '11rem',
      filter: { type: 'select', options: asOptions(MESSAGE_TYPES) },
      body: (message) => typeName(message.type),
    },
    tagsColumn(),
    lastActionColumn(),
    {
      field: 'activityProcessId',
      header: 'Process',
      sortable: true,
      width: '11rem',
      filter: { type: 'select', options: asOptions(PROCESS_CHOICES) },
      body: (message) => processName(message.activityProcessId),
    },
  ],
  clone: { run: (message) => cloneMessage(message.id), doneText: MESSAGE_UI.cloned, failedText: MESSAGE_UI.cloneFailed },
  remove: {
    run: (message) => deleteMessage(message.id),
    question: () => MESSAGE_UI.confirmDelete,
    // Message workflows that use the message block its deletion; the dialog counts them first.
    guard: (message) => ({
      countingText: MESSAGE_UI.countingWorkflows,
      count: () => getMessageWorkflowTotal(message.id),
      blockedText: MESSAGE_UI.blockedByWorkflows,
      failedText: MESSAGE_UI.countFailed,
    }),
    doneText: MESSAGE_UI.deleted,
    failedText: MESSAGE_UI.deleteFailed,
  },
  bulkActions: statusBulkActions(updateMessageStatuses, { doneText: MESSAGE_UI.bulkUpdated, failedText: MESSAGE_UI.updateFailed }),
};
