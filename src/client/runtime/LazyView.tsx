import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { importAgain } from './import-again.ts';

export interface LazyViewProps<P extends object> {
  /** Loads the chunk that holds the component (a dynamic import). */
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
}

type LoadState<P> = { status: 'loading' } | { status: 'loaded'; Component: ComponentType<P> } | { status: 'failed'; error: Error };

/**
 * Shows a lazily loaded component: a spinner (after a short delay) while its chunk loads, and on
 * failure a red box with the error and a Retry button that loads it again.
 */
export function LazyView<P extends object>({ load, props }: LazyViewProps<P>) {
  const [state, setState] = useState<LoadState<P>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const lastError = useRef<Error | undefined>(undefined);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    importAgain(load, lastError.current, attempt).then(
      (mod) => live && setState({ status: 'loaded', Component: mod.default }),
      (error: unknown) => {
        lastError.current = error instanceof Error ? error : new Error(String(error));
        if (live) setState({ status: 'failed', error: lastError.current });
      },
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (state.status === 'loaded') return <state.Component {...props} />;
  if (state.status === 'failed') {
    return (
      <div className="load-error" role="alert">
        <p className="load-error__message">{state.error.message}</p>
        <button type="button" className="button" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  // The spinner fades in after 200 ms (CSS), so fast loads never flash it.
  return (
    <div className="loading-view" role="status" aria-live="polite">
      <span className="loading-view__spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
