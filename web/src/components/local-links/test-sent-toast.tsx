import { useLocalLinks } from '@/api/local-links/get-local-links';
import { toast } from '@/lib/toast';
import { sesEmailPage } from '@shared/local-email-viewer';
import { TEST_SEND_TEXTS } from '@shared/messages';

/** How many test messages went out, and locally where to read them: the one email's page, the mail viewer, or the SMS outbox. */
function TestSentDetail({ what, messageIds }: { what: 'email' | 'SMS'; messageIds: string[] }) {
  const { data: links } = useLocalLinks();
  const one = messageIds.length === 1;
  const link =
    what === 'SMS'
      ? links?.smsOutbox && { href: links.smsOutbox, label: 'Open the local SMS outbox' }
      : links?.sesViewer && { href: one ? sesEmailPage(links.sesViewer, messageIds[0]) : links.sesViewer, label: one ? 'View it in the local mail viewer' : 'Open the local mail viewer' };
  return (
    <span className="test-sent">
      {TEST_SEND_TEXTS.sentCount(messageIds.length, what)}{' '}
      {link && (
        <a href={link.href} target="_blank" rel="noreferrer">
          {link.label}
        </a>
      )}
    </span>
  );
}

/** The toast after test sends (the spec's success text as its title); long enough to follow its link. */
export const toastTestSent = (what: 'email' | 'SMS', messageIds: string[], options: { replaces?: string } = {}) =>
  toast.success(<TestSentDetail what={what} messageIds={messageIds} />, TEST_SEND_TEXTS.sent(what), { life: 8000, ...options });
