import { messageWorkflowSetListResource } from '../message-workflow-set-list-resource';
import { ListPage } from '@/components/list-page/list-page';

export function MessageWorkflowSetListPage() {
  return <ListPage resource={messageWorkflowSetListResource} />;
}
