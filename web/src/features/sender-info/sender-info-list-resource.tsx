import { Link } from 'wouter';
import { countSenderInfoMessages } from './api/count-sender-info-messages';
import { deleteSenderInfo } from './api/delete-sender-info';
import { useSenderInfos } from './api/get-sender-infos';
import type { SenderInfo } from './api/get-sender-info';
import { SENDER_INFO_PATH, senderInfoEditPath } from './sender-info-paths';
import { SENDER_INFO_UI } from './sender-info-texts';
import type { ListResource } from '../../components/list-page/list-types';
import { USAGE_TEXTS } from '../../../../shared/message-usage';

/** The sender info list (spec section 2): ID, Name, delete for super-admins; newest id first. */
export const senderInfoListResource: ListResource<SenderInfo> = {
  title: SENDER_INFO_UI.listTitle,
  path: SENDER_INFO_PATH,
  defaultSort: '-id',
  useItems: useSenderInfos,
  emptyText: SENDER_INFO_UI.empty,
  loadFailedText: SENDER_INFO_UI.loadFailed,
  createLabel: SENDER_INFO_UI.createLabel,
  columns: [
    {
      field: 'id',
      header: 'ID',
      sortable: true,
      width: '8rem',
      filter: { type: 'text', op: 'like' },
      body: (item) => <Link href={senderInfoEditPath(item.id)}>{item.id}</Link>,
    },
    {
      field: 'name',
      header: 'Name',
      sortable: true,
      filter: { type: 'text' },
      body: (item) => <Link href={senderInfoEditPath(item.id)}>{item.name}</Link>,
    },
  ],
  remove: {
    run: (item) => deleteSenderInfo(item.id),
    question: () => SENDER_INFO_UI.confirmDelete,
    guard: (item) => ({
      countingText: USAGE_TEXTS.counting,
      count: () => countSenderInfoMessages(item.id),
      blockedText: (count) => USAGE_TEXTS.blocked('sender-info', count),
      blockedHeader: 'Cannot delete!',
      failedText: USAGE_TEXTS.countFailed('sender-info'),
    }),
    doneText: SENDER_INFO_UI.deleted,
    failedText: SENDER_INFO_UI.deleteFailed,
  },
};
