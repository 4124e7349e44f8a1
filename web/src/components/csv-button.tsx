import { useState } from 'react';
import { Button } from 'primereact/button';
import { apiDownload, toastFailure } from '@/lib/api-client';

/** Saves a Blob under a name: through a link that is clicked once and let go. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has its copy once the click is handled
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const EXPORT_FAILED = 'Export failed';

/**
 * A CSV export of the API (`path`: /reports/..., /deliveries.csv, /audit-log.csv): fetched with the
 * session's header, then saved under the name the API gives (docs/decisions/032-report-page.md).
 */
export function CsvButton({ path, label, fallbackName, disabled }: { path: string | null; label: string; fallbackName: string; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!path) return;
    setBusy(true);
    try {
      const { blob, name } = await apiDownload(path, fallbackName);
      save(blob, name);
    } catch (error) {
      toastFailure(EXPORT_FAILED, error);
    } finally {
      setBusy(false);
    }
  };
  return <Button type="button" icon="pi pi-download" label={label} size="small" outlined loading={busy} disabled={disabled || !path} onClick={() => void run()} className="report-csv" />;
}
