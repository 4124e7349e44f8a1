import { Route, Switch } from 'wouter';
import { actionTriggerListResource } from './action-trigger-list-resource';
import { ListPage } from '@/components/list-page/list-page';
import { NotFoundPage } from '@/components/not-found-page';
import './action-trigger-messages.css';

/** The action trigger messages area: a list only. */
export default function ActionTriggerMessageRoutes() {
  return (
    <Switch>
      <Route path="/action-trigger-messages">
        <ListPage resource={actionTriggerListResource} />
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
