import { ListPage } from '@/components/list-page/list-page';
import { testContactListResource } from '../test-contact-list-resource';
import '../test-contacts.css';

export function TestContactListPage() {
  return <ListPage resource={testContactListResource} />;
}
