import { ListPage } from '@/components/list-page/list-page';
import { referenceSetTemplateListResource } from '../reference-set-template-list-resource';

export function ReferenceSetTemplateListPage() {
  return <ListPage resource={referenceSetTemplateListResource} />;
}
