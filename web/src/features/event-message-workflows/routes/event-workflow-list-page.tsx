import { eventWorkflowListResource } from '../event-workflow-list-resource';
import { ListPage } from '@/components/list-page/list-page';
import '../event-message-workflows.css';

export function EventWorkflowListPage() {
  return (
    <div className="event-workflow-list">
      <ListPage resource={eventWorkflowListResource} />
    </div>
  );
}
