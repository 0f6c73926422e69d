import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What to show instead of the children once they failed to render. */
  fallback: ReactNode;
  /** A change of this value clears the error (a new page or section gets a fresh try). */
  resetKey: string;
  /** Names the failing area in the console message. */
  area: string;
}

interface State {
  error: unknown;
  resetKey: string;
}

/**
 * Catches render errors (including a lazy chunk that failed to download after a deployment) so a
 * failure shows a way out instead of a blank screen.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`${this.props.area} failed to render`, error, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}
