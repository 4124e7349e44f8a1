import { Link } from 'wouter';
import { PageHeader } from './page-header';

/** What a menu entry of an area that is not built yet opens: a plain page, never a broken one. */
export function NotAvailablePage({ title }: { title: string }) {
  return (
    <section className="status-page">
      <PageHeader title={title} />
      <div className="card status-page__card">
        <p className="status-page__big">
          <i className="pi pi-clock" aria-hidden="true" /> This area is not available yet.
        </p>
        <p>{title} will arrive in a later release of the back-office.</p>
        <Link href="/" className="p-button p-button-outlined">
          Go to the dashboard
        </Link>
      </div>
    </section>
  );
}
