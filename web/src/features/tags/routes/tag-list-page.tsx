import { ListPage } from '@/components/list-page/list-page';
import { tagListResource } from '../tag-list-resource';

export function TagListPage() {
  return <ListPage resource={tagListResource} />;
}
