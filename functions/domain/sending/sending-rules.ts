import { getSetting } from '../../data/settings.ts';
import { saveSetting } from '../../data/save-setting.ts';
import type { AuditNote } from '../../data/audit-log.ts';
import { DEFAULT_SENDING_RULES, SENDING_RULES_SETTING, SendingRulesSchema, type SendingRules, type SendingRulesAnswer } from '../../../shared/sending-rules.ts';

/**
 * The sending rules in force (decision 033): the saved setting, or the defaults until a
 * super-admin saves some. Only their own route saves them, validated, so a stored value that does
 * not read is a fault: it fails loudly rather than sending by rules nobody set.
 */
export async function readSendingRules(): Promise<SendingRulesAnswer> {
  const setting = await getSetting(SENDING_RULES_SETTING);
  if (!setting) return { rules: DEFAULT_SENDING_RULES, updatedAt: null, updatedBy: null };
  const parsed = SendingRulesSchema.safeParse(setting.value);
  if (!parsed.success) throw new Error(`the stored sending rules do not read: ${parsed.error.message}`);
  return { rules: parsed.data, updatedAt: setting.updatedAt ?? null, updatedBy: setting.updatedBy ?? null };
}

export const sendingRules = async (): Promise<SendingRules> => (await readSendingRules()).rules;

export async function saveSendingRules(rules: SendingRules, by: AuditNote): Promise<SendingRulesAnswer> {
  const saved = await saveSetting({ name: SENDING_RULES_SETTING, groupName: 'sending', value: rules }, by);
  return { rules, updatedAt: saved.updatedAt ?? null, updatedBy: saved.updatedBy ?? null };
}
