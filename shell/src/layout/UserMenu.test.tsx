import { fireEvent, screen } from '@testing-library/react';
import { session, type AuthState } from '@finance/shared';
import { loadingState, renderWithAuth, resetBus, signedInState } from '@finance/shared/testing';
import { UserMenu } from './UserMenu';
import { initialsOf } from './initials';

function renderMenu(auth: AuthState) {
  renderWithAuth(<UserMenu />, { auth });
  return screen.getByRole('button', { name: /account menu/ });
}

describe('UserMenu', () => {
  afterEach(() => {
    resetBus();
    jest.restoreAllMocks();
  });

  it('shows the initials, uppercased', () => {
    expect(renderMenu(signedInState({ given_name: 'ada', family_name: 'lovelace' }))).toHaveTextContent(/^AL$/);
  });

  it('shows "..." while loading and "??" without names', () => {
    expect(renderMenu(loadingState)).toHaveTextContent('...');
    expect(initialsOf(signedInState({ given_name: '', family_name: '' }).user)).toBe('??');
    expect(initialsOf(null)).toBe('??');
  });

  it('on hover shows "Signed in as" and the email, Profile, Settings, Subscription and Sign Out', () => {
    const avatar = renderMenu(signedInState());
    expect(screen.queryByText('Signed in as')).not.toBeVisible();
    fireEvent.mouseEnter(avatar.parentElement as HTMLElement);
    expect(screen.getByText('Signed in as')).toBeVisible();
    expect(screen.getByText('ada@example.com')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('link', { name: 'Subscription' })).toHaveAttribute('href', '/subscription');
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(avatar.parentElement as HTMLElement);
    expect(screen.getByText('Signed in as')).not.toBeVisible();
  });

  it('opens from the keyboard, closes on Escape, and Sign Out ends the session', async () => {
    const signOut = jest.spyOn(session, 'signOut').mockResolvedValue();
    const avatar = renderMenu(signedInState());
    fireEvent.click(avatar);
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Sign Out', hidden: true })).not.toBeVisible();
    fireEvent.click(avatar);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
