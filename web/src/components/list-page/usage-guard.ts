import type { ConfirmGuard } from '../confirm-dialog';
import { USAGE_TEXTS, type UsedKind } from '@shared/message-usage';

/** A delete guard that counts the records using a record and blocks its deletion while any do. */
export const usageGuard = (kind: UsedKind, count: ConfirmGuard['count']): ConfirmGuard => ({
  countingText: USAGE_TEXTS.counting(kind),
  count,
  blockedText: (total) => USAGE_TEXTS.blocked(kind, total),
  failedText: USAGE_TEXTS.countFailed(kind),
});
