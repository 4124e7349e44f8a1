import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { openChangePassword } from './change-password';
import { SESSION_KEYS } from '@/lib/auth-store';
import { toast } from '@/lib/toast';
import type { SessionUser } from '@shared/auth';
import { AUTH_TEXTS, PASSWORD_WARNING_DAYS } from '@shared/auth-texts';

dayjs.extend(relativeTime);

/** Spec section 4: the warning stays up for a year, i.e. until the user closes it. */
const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * Warns once per sign-in when the password expires within 30 days. The flag lives with the
 * session (passwordExpire), so a reload does not warn again and the next sign-in does.
 */
export function warnIfPasswordExpiresSoon(user: SessionUser) {
  const expiresAt = dayjs.unix(user.passwordExpiresAt);
  const days = expiresAt.diff(dayjs(), 'day', true);
  if (days < 0 || days > PASSWORD_WARNING_DAYS || localStorage.getItem(SESSION_KEYS.passwordExpire)) return;
  localStorage.setItem(SESSION_KEYS.passwordExpire, String(user.passwordExpiresAt));
  const detail = (
    <>
      {AUTH_TEXTS.passwordExpiresIn(expiresAt.fromNow(true))}{' '}
      <button type="button" className="p-link password-expiry__change" onClick={openChangePassword}>
        Change password
      </button>
    </>
  );
  toast.warn(detail, 'Password expires soon', { life: ONE_YEAR_MS });
}
