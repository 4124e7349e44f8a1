import { Route, Switch } from 'wouter';
import { NotFoundPage } from '@/components/not-found-page';
import { SendingRulesPage } from './sending-rules-page';
import './sending-rules.css';

/** Settings > Sending rules: quiet hours and frequency caps (decision 033). */
export default function SendingRulesRoutes() {
  return (
    <Switch>
      <Route path="/sending-rules" component={SendingRulesPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
