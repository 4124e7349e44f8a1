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
  const [progress, setProgress] = useState<{ checked: number; total: number } | null>(null);
  const check = async () => {
    setChecking(true);
    setProgress(null);
    try {
      setResult(await checkEventReadiness(eventId, (checked, total) => setProgress({ checked, total })));
      await refreshReadinessBadges();
    } catch (error) {
      toastFailure('The readiness check failed.', error);
    } finally {
      setChecking(false);
      setProgress(null);
    }
  };
  return (
    <div className="check-readiness">
      <Button type="button" label={checking && progress ? READINESS_TEXTS.checking(progress.checked, progress.total) : READINESS_TEXTS.checkReadiness} icon="pi pi-verified" outlined size="small" onClick={() => void check()} loading={checking} />
      {result && <ReadinessProblems result={result} nameOf={nameOf} />}
    </div>
  );
}
