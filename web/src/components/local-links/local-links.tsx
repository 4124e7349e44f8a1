import { useLocalLinks } from '@/api/local-links/get-local-links';

interface LocalLinksProps {
  /** Only the link for one delivery method (after a test send); all by default. */
  only?: 'email' | 'sms';
  className?: string;
}

/**
 * Local mode only: links to the pages where the SES and SNS stand-ins show what was "sent" (the
 * mail viewer and the SMS outbox) and where the Scheduler stand-in lists its schedules. On AWS the
 * API answers null for all and nothing shows.
 */
export function LocalLinks({ only, className = 'local-links' }: LocalLinksProps) {
  const { data } = useLocalLinks();
  const links = [
    only !== 'sms' && data?.sesViewer ? { href: data.sesViewer, label: 'Local mail viewer', icon: 'pi pi-envelope' } : undefined,
    only !== 'email' && data?.smsOutbox ? { href: data.smsOutbox, label: 'Local SMS outbox', icon: 'pi pi-mobile' } : undefined,
    !only && data?.scheduler ? { href: data.scheduler, label: 'Local scheduler', icon: 'pi pi-clock' } : undefined,
  ].filter((link) => link !== undefined);
  if (!links.length) return null;
  return (
    <span className={className}>
      {links.map((link) => (
        <a key={link.href} href={link.href} target="_blank" rel="noreferrer">
          <i className={link.icon} aria-hidden="true" /> {link.label}
        </a>
      ))}
    </span>
  );
}
