import { Component, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/** Catches a render error in an island and shows the crash view instead of a blank area. */
export class CrashBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="crash-view" role="alert">
        <p className="crash-view__title">This page crashed.</p>
        <p className="crash-view__message">{error.message}</p>
        <button type="button" className="button button--primary" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </div>
    );
  }
}
