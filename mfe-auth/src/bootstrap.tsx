import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@finance/shared/dev';
import { SignInPage } from './features/sign-in/SignInPage';
import { ProfilePage } from './features/profile/ProfilePage';

const pages = [
  { path: '/signin', label: 'Sign in', Component: SignInPage },
  { path: '/profile', label: 'Profile', Component: ProfilePage },
];

const container = document.getElementById('root');
if (container) createRoot(container).render(<StandaloneApp app="mfe-auth" pages={pages} />);
