import { BrowserRouter } from 'react-router';
import { ThemeRoot } from '@finance/shared';
import { AuthErrorBoundary } from '../auth/AuthErrorBoundary';
import { AppRoutes } from './AppRoutes';

export function App() {
  return (
    <ThemeRoot>
      <AuthErrorBoundary>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AuthErrorBoundary>
    </ThemeRoot>
  );
}
