import { render, screen } from '@testing-library/react';
import { ThemeRoot } from '@finance/shared';
import { ProfilePage } from './ProfilePage';
import { SignInPage } from '../sign-in/SignInPage';

describe('mfe-auth pages before the sign-in issue', () => {
  it('mounts the profile and sign-in pages with their titles', () => {
    render(
      <ThemeRoot>
        <ProfilePage />
        <SignInPage />
      </ThemeRoot>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });
});
