import { Link } from 'wouter';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth-store';

/** The dashboard greets for now; its workflow panels arrive with the workflow issues. */
export default function DashboardPage() {
  const { user } = useAuth();
  return (
    <section>
      <PageHeader title="Dashboard" />
      <div className="card dashboard-greeting">
        <h2>Howdy, {user?.firstName}!</h2>
        <p>Welcome to the event messaging back-office. Scheduled message workflows will be summarised here.</p>
        <p>
          Start with the <Link href="/tags">tags</Link>, or pick an area in the menu.
        </p>
      </div>
    </section>
  );
}
