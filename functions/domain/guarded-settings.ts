import * as z from 'zod';
import { forbidden, invalid } from './failure.ts';
import { DigestAddressSchema } from '../../shared/alert-schemas.ts';
import { ALERT_DIGEST_SETTING } from '../../shared/alerts.ts';
import { ApprovalScopeSchema } from '../../shared/approval-schemas.ts';
import { APPROVAL_SETTING } from '../../shared/approvals.ts';
import { AUDIT_RETENTION_SETTING } from '../../shared/audit.ts';
import { isSuperAdmin } from '../../shared/roles.ts';
import { SENDING_RULES_SETTING, sendingRulesHaveTheirOwnRoute } from '../../shared/sending-rules.ts';
import type { Setting } from '../../shared/settings.ts';

/**
 * The settings that decide how the product acts on its own, which the generic POST /v1/settings
 * saves only for a super-admin and only when the value reads (others: 403, 422 naming `value`).
 * The sending rules are not saved there at all: they have their own route (decision 033).
 */
const GUARDED: Record<string, z.ZodType> = {
  // docs/alerts.md: an email address, or empty for no mail
  [ALERT_DIGEST_SETTING]: z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), DigestAddressSchema),
  // docs/audit.md: how long the trail is kept; shortening it is an administrator's call
  // docs/approvals.md: whether changes to Active sends wait for a second approval (every event, or the events named)
  [APPROVAL_SETTING]: ApprovalScopeSchema,
  [AUDIT_RETENTION_SETTING]: z.number({ error: 'Keep the audit trail a whole number of days, from 1 to 3650.' }).int('Keep the audit trail a whole number of days, from 1 to 3650.').min(1, 'Keep the audit trail a whole number of days, from 1 to 3650.').max(3650, 'Keep the audit trail a whole number of days, from 1 to 3650.'),
};

export function checkGuardedSetting(setting: Setting, role: string | undefined): void {
  if (setting.name === SENDING_RULES_SETTING) throw invalid({ name: sendingRulesHaveTheirOwnRoute }, sendingRulesHaveTheirOwnRoute);
  const schema = GUARDED[setting.name];
  if (!schema) return;
  if (!isSuperAdmin(role)) throw forbidden();
  const parsed = schema.safeParse(setting.value);
  if (!parsed.success) throw invalid({ value: parsed.error.issues[0]?.message ?? 'Invalid.' });
}
