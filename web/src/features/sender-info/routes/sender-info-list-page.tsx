import { ListPage } from '@/components/list-page/list-page';
import { senderInfoListResource } from '../sender-info-list-resource';

export function SenderInfoListPage() {
  return <ListPage resource={senderInfoListResource} />;
}
