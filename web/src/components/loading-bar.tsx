import { useIsLoading } from '../lib/loading';

/** A thin bar across the top of the window while any API request is in flight. */
export function LoadingBar() {
  const busy = useIsLoading();
  return <div className={busy ? 'loading-bar loading-bar--busy' : 'loading-bar'} role="progressbar" aria-hidden={!busy} aria-label="Loading" />;
}
