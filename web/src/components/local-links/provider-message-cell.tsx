import { useLocalLinks } from '@/api/local-links/get-local-links';
import { sesEmailPage } from '@shared/local-email-viewer';

/**
 * A delivery's provider message id and, for an email the local mail viewer holds (`viewable`),
 * "View email" opening that very email there (the delivery log and the report's deliveries).
 */
export function ProviderMessageCell({ messageId, viewable, className }: { messageId: string | null; viewable: boolean; className: string }) {
  const { data: links } = useLocalLinks();
  if (!messageId) return <>-</>;
  const viewer = viewable && links?.sesViewer ? sesEmailPage(links.sesViewer, messageId) : null;
  return (
    <span className={className}>
      <code>{messageId}</code>
      {viewer && (
        <a href={viewer} target="_blank" rel="noreferrer" title={`Open email ${messageId} in the local mail viewer`}>
          <i className="pi pi-envelope" aria-hidden="true" /> View email
        </a>
      )}
    </span>
  );
}
