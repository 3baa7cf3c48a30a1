import { Component, type ReactNode } from 'react';
import { RemoteUnavailableError } from './remote-page-loader';

interface Props {
  fallback: (error: Error, retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches a remote that fails to load and lets the person try again. Any other error (a page that fails while
 * rendering) goes on up to the app's Authentication Error screen.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!(error instanceof RemoteUnavailableError)) throw error;
    return this.props.fallback(error, this.retry);
  }
}
