import { BrowserRouter } from 'react-router-dom';
import { ThemeRoot } from '@finance/shared';
import { AppRoutes } from './AppRoutes';

export function App() {
  return (
    <ThemeRoot>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ThemeRoot>
  );
}
