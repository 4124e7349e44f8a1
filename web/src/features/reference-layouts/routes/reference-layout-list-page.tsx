import { ListPage } from '@/components/list-page/list-page';
import { referenceLayoutListResource } from '../reference-layout-list-resource';
import '../reference-layouts.css';

export function ReferenceLayoutListPage() {
  return <ListPage resource={referenceLayoutListResource} />;
}
