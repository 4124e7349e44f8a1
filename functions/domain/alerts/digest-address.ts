import { getSetting } from '../../data/settings.ts';
import { forbidden, invalid } from '../failure.ts';
import { ALERT_DIGEST_SETTING } from '../../../shared/alerts.ts';
import { DigestAddressSchema } from '../../../shared/alert-schemas.ts';
import { isSuperAdmin } from '../../../shared/roles.ts';
import type { Setting } from '../../../shared/settings.ts';

/**
 * The address the hourly alert digest goes to (docs/alerts.md): the setting `alerts.digestAddress`,
 * saved through POST /v1/settings by a super-admin only (others: 403), as an email address or empty
 * (no mail); anything else is a 422 naming `value`.
 */
export function checkDigestAddressSetting(setting: Setting, role: string | undefined): void {
  if (setting.name !== ALERT_DIGEST_SETTING) return;
  if (!isSuperAdmin(role)) throw forbidden();
  const parsed = DigestAddressSchema.safeParse(typeof setting.value === 'string' ? setting.value.trim() : setting.value);
  if (!parsed.success) throw invalid({ value: parsed.error.issues[0]?.message ?? 'Invalid.' });
}

/** The digest's address, or undefined when none is set. */
export async function digestAddress(): Promise<string | undefined> {
  const value = (await getSetting(ALERT_DIGEST_SETTING))?.value;
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
