import { Route, Switch } from 'wouter';
import { NotFoundPage } from '@/components/not-found-page';
import { AuditLogPage } from './audit-log-page';
import './audit-log.css';

/** Settings > Audit log (docs/audit.md). */
export default function AuditLogRoutes() {
  return (
    <Switch>
      <Route path="/audit-log" component={AuditLogPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
