import { useCallback, useEffect, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { setLeaveGuard, type LeaveRequest } from '@/lib/leave-guard';

/**
 * While `active` (unsaved changes), leaving the page waits for an answer: `asking` shows the
 * question, Stay drops the move, Leave makes it.
 */
export function useLeaveGuard(active: boolean) {
  const [pending, setPending] = useState<LeaveRequest | null>(null);

  useEffect(() => {
    if (!active) return;
    setLeaveGuard(setPending);
    return () => setLeaveGuard(null);
  }, [active]);

  const stay = useCallback(() => setPending(null), []);
  const leave = useCallback(() => {
    if (!pending) return;
    setLeaveGuard(null);
    setPending(null);
    // After a Back the guarded address was pushed again: replace it, so one Back still leaves.
    navigate(pending.href, { replace: pending.byHistory });
  }, [pending]);

  return { asking: pending !== null, stay, leave };
}
