import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { ThemeRoot } from '@finance/shared';
import { AuthErrorBoundary } from '../auth/AuthErrorBoundary';
import { AppRoutes } from './AppRoutes';

/** What surrounds the router: the theme and the error screen. The landing page's prerender uses it with its own router. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <ThemeRoot>
      <AuthErrorBoundary>{children}</AuthErrorBoundary>
    </ThemeRoot>
  );
}

export function App() {
  return (
    <AppFrame>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
