import { messageWorkflowListResource } from '../message-workflow-list-resource';
import { ListPage } from '@/components/list-page/list-page';

export function MessageWorkflowListPage() {
  return <ListPage resource={messageWorkflowListResource} />;
}
