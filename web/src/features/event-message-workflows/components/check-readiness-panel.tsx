import { useState } from 'react';
import { Button } from 'primereact/button';
import { checkEventReadiness } from '@/api/readiness/check-event-readiness';
import { refreshReadinessBadges } from '@/api/readiness/get-readiness-badges';
import { ReadinessProblems } from '@/components/readiness/readiness-problems';
import { toastFailure } from '@/lib/api-client';
import { READINESS_TEXTS, type EventReadiness } from '@shared/readiness-constants';

/**
 * The timeline's 'Check readiness' (docs/readiness.md): a dry run of the send of each of the event's
 * Active items, now; what it found is listed under the button and the items' badges follow.
 */
export function CheckReadinessPanel({ eventId, nameOf }: { eventId: number; nameOf: (itemId: number) => string }) {
  const [result, setResult] = useState<EventReadiness | null>(null);
  const [checking, setChecking] = useState(false);
  const check = async () => {
    setChecking(true);
    try {
      setResult(await checkEventReadiness(eventId));
      await refreshReadinessBadges();
    } catch (error) {
      toastFailure('The readiness check failed.', error);
    } finally {
      setChecking(false);
    }
  };
  return (
    <div className="check-readiness">
      <Button type="button" label={READINESS_TEXTS.checkReadiness} icon="pi pi-verified" outlined size="small" onClick={() => void check()} loading={checking} />
      {result && <ReadinessProblems result={result} nameOf={nameOf} />}
    </div>
  );
}
