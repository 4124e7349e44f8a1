import { useState } from 'react';
import { Button } from 'primereact/button';
import { checkDueReadiness } from '@/api/readiness/check-due-readiness';
import { refreshReadinessBadges } from '@/api/readiness/get-readiness-badges';
import { toastFailure } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { READINESS_DAYS_DEFAULT, READINESS_TEXTS, type ItemReadiness } from '@shared/readiness-constants';

/** What a check of the coming days found, in one line: '5 items due in the next 7 days checked: 3 ready, 1 with warnings, 1 blocked.' (the list may show more days). */
export function dueSummary(results: Pick<ItemReadiness, 'status'>[]): string {
  const count = (status: ItemReadiness['status']) => results.filter((r) => r.status === status).length;
  return `${results.length} item${results.length === 1 ? '' : 's'} due in the next ${READINESS_DAYS_DEFAULT} days checked: ${count('ready')} ready, ${count('warnings')} with warnings, ${count('blocked')} blocked.`;
}

/**
 * The dashboard's 'Check readiness' (docs/readiness.md): every Active item due in the next
 * READINESS_DAYS_DEFAULT days, checked now; the rows' badges follow and a toast sums it up.
 */
export function CheckDueReadinessButton() {
  const [checking, setChecking] = useState(false);
  const [progress, setProgress] = useState<{ checked: number; total: number } | null>(null);
  const check = async () => {
    setChecking(true);
    setProgress(null);
    try {
      const results = await checkDueReadiness((checked, total) => setProgress({ checked, total }));
      await refreshReadinessBadges();
      toast.success(dueSummary(results), READINESS_TEXTS.checkReadiness);
    } catch (error) {
      toastFailure('The readiness check failed.', error);
    } finally {
      setChecking(false);
      setProgress(null);
    }
  };
  return (
    <Button
      type="button"
      label={checking && progress ? READINESS_TEXTS.checking(progress.checked, progress.total) : READINESS_TEXTS.checkReadiness}
      icon="pi pi-verified"
      outlined
      size="small"
      loading={checking}
      title={`Every active item due in the next ${READINESS_DAYS_DEFAULT} days: a dry run of its send`}
      onClick={() => void check()}
    />
  );
}
