import { getSetting } from '../../data/settings.ts';
import { ALERT_DIGEST_SETTING } from '../../../shared/alerts.ts';

/**
 * The address the hourly alert digest goes to (docs/alerts.md): the setting `alerts.digestAddress`,
 * saved through POST /v1/settings by a super-admin only (guarded-settings.ts); undefined when none is set.
 */
export async function digestAddress(): Promise<string | undefined> {
  const value = (await getSetting(ALERT_DIGEST_SETTING))?.value;
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
