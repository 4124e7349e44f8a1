import * as z from 'zod';
import { CONTACTS_MAX, TARGET_GROUP_TEXTS as T } from './texts.ts';

/** Fixed contacts: the contacts chosen by hand, by master contact id. */
export const FixedContactRuleSchema = z.object({
  type: z.literal('FixedContactRule'),
  name: z.string().optional(),
  masterContactIds: z
    .array(z.number({ error: T.contactsRequired }).int(T.contactsRequired).positive(T.contactsRequired), { error: T.contactsRequired })
    .min(1, T.contactsRequired)
    .max(CONTACTS_MAX, T.tooManyContacts)
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
});
export type FixedContactRule = z.infer<typeof FixedContactRuleSchema>;

const SHOWN = 5;
/** 'Contact is #3, #8 or #12'; long lists are counted. */
export function fixedContactRuleName(rule: FixedContactRule): string {
  const ids = rule.masterContactIds.map((id) => `#${id}`);
  if (ids.length === 1) return `Contact is ${ids[0]}`;
  if (ids.length <= SHOWN) return `Contact is ${ids.slice(0, -1).join(', ')} or ${ids[ids.length - 1]}`;
  return `Contact is one of ${ids.length} chosen contacts (${ids.slice(0, SHOWN).join(', ')} ...)`;
}
