import { ListPage } from '@/components/list-page/list-page';
import { recipientListResource } from '../recipient-list-resource';

export function RecipientListPage() {
  return <ListPage resource={recipientListResource} />;
}
