import { countSenderInfoMessages } from './api/count-sender-info-messages';
import { deleteSenderInfo } from './api/delete-sender-info';
import { useSenderInfos } from '@/api/sender-info/get-sender-infos';
import type { SenderInfo } from '@shared/sender-info';
import { SENDER_INFO_PATH, senderInfoEditPath } from './sender-info-paths';
import { SENDER_INFO_UI } from './sender-info-texts';
import { idColumn, nameColumn } from '@/components/list-page/columns';
import type { ListResource } from '@/components/list-page/list-types';
import { usageGuard } from '@/components/list-page/usage-guard';

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
    idColumn(senderInfoEditPath, { width: '8rem' }),
    nameColumn(senderInfoEditPath),
  ],
  remove: {
    run: (item) => deleteSenderInfo(item.id),
    question: () => SENDER_INFO_UI.confirmDelete,
    guard: (item) => usageGuard('sender-info', () => countSenderInfoMessages(item.id)),
    doneText: SENDER_INFO_UI.deleted,
    failedText: SENDER_INFO_UI.deleteFailed,
  },
};
