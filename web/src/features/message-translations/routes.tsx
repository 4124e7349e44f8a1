import { Route, Switch } from 'wouter';
import { messageTranslationListResource } from './message-translation-list-resource';
import { ListPage } from '@/components/list-page/list-page';
import { NotFoundPage } from '@/components/not-found-page';

/** The message translations area: a list only (translations are created in the message form). */
export default function MessageTranslationRoutes() {
  return (
    <Switch>
      <Route path="/message-translations">
        <ListPage resource={messageTranslationListResource} />
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
