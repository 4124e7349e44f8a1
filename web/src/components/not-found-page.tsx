import { Link } from 'wouter';
import { PageHeader } from './page-header';

export const NOT_FOUND_TITLE = 'Page Not Found';

export function NotFoundPage() {
  return (
    <section className="status-page">
      <PageHeader title={NOT_FOUND_TITLE} />
      <div className="card status-page__card">
        <p className="status-page__big">404 Not found!</p>
        <p>The address does not match any page of the back-office.</p>
        <Link href="/" className="p-button p-button-outlined">
          Go to the dashboard
        </Link>
      </div>
    </section>
  );
}
