/** The page-loading overlay: shown while a screen's code or its record is being fetched. */
export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <i className="pi pi-spin pi-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
