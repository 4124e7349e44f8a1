import { useActionTriggerMessages } from './api/get-action-trigger-messages';
import { ACTION_TRIGGER_UI } from './action-trigger-texts';
import type { ActionTriggerMessage } from '@shared/action-triggers';
import { TriggerMessagePicker } from './components/trigger-message-picker';
import type { ListResource } from '@/components/list-page/list-types';

/** The action trigger message list (spec section 2): the two triggers, each with an inline message picker. */
export const actionTriggerListResource: ListResource<ActionTriggerMessage> = {
  title: ACTION_TRIGGER_UI.listTitle,
  path: '/action-trigger-messages',
  defaultSort: '-createdAt',
  useItems: useActionTriggerMessages,
  emptyText: ACTION_TRIGGER_UI.empty,
  loadFailedText: ACTION_TRIGGER_UI.loadFailed,
  columns: [
    { field: 'id', header: 'ID', sortable: true, width: '7rem', filter: { type: 'text', op: 'like' } },
    { field: 'name', header: 'Action name', sortable: true, width: '20rem', filter: { type: 'text' } },
    // Unsortable: the cell is a picker, saved on pick.
    { field: 'messageId', header: 'Email message', body: (trigger) => <TriggerMessagePicker key={`${trigger.id}:${trigger.messageId}`} trigger={trigger} /> },
  ],
};
