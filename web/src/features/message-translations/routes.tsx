import { Route, Switch } from 'wouter';
import { messageTranslationListResource } from './message-translation-list-resource';
import { CreateTranslation } from './components/create-translation';
import { ListPage } from '@/components/list-page/list-page';
import { NotFoundPage } from '@/components/not-found-page';

/** The message translations area: a list only (translations are created in the message form). */
export default function MessageTranslationRoutes() {
  return (
    <Switch>
      <Route path="/message-translations">
        <ListPage resource={messageTranslationListResource} headerActions={<CreateTranslation />} />
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
