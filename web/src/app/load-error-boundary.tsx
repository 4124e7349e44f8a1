import { Component, type ReactNode } from 'react';

/** A dynamic import that failed: the chunk is gone (a deploy replaced it) or the network dropped. */
const isLoadFailure = (error: Error) =>
  /dynamically imported module|importing a module script failed|failed to fetch|unable to preload/i.test(error.message);

/**
 * Catches what a screen throws while rendering, above all a lazy route whose code could not be
 * loaded, and offers a reload instead of a blank window. React caches a failed lazy import, so
 * only a reload (which also picks up a new deploy) can bring that page back. `resetKey` (the
 * location) clears the error, so the menu still leads to pages whose code is loaded.
 */
export class LoadErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, { error: Error | null; key?: string }> {
  state = { error: null as Error | null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey?: string }, state: { key?: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section className="status-page load-error" role="alert">
        <div className="card status-page__card">
          <h1 className="status-page__big">
            <i className="pi pi-exclamation-triangle" aria-hidden="true" />
            This page could not be loaded
          </h1>
          <p>
            {isLoadFailure(error)
              ? 'The application may have been updated, or the connection was interrupted.'
              : 'Something went wrong while showing this page.'}{' '}
            Reload to try again.
          </p>
          {/* A plain button: the entry chunk stays free of PrimeReact's Button. */}
          <button type="button" className="p-button p-component" onClick={() => window.location.reload()}>
            <span className="pi pi-refresh p-button-icon-left" aria-hidden="true" />
            <span className="p-button-label">Reload</span>
          </button>
        </div>
      </section>
    );
  }
}
