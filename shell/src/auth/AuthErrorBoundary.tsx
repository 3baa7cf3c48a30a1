import { Component, type ReactNode } from 'react';
import { AuthErrorScreen } from './AuthErrorScreen';

interface State {
  error: Error | null;
}

/** An error while rendering shows the Authentication Error screen, with the error's message when it has one. */
export class AuthErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(typeof error === 'string' ? error : '') };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[shell] rendering failed', error);
  }

  override render() {
    return this.state.error ? <AuthErrorScreen message={this.state.error.message} /> : this.props.children;
  }
}
