import { act, fireEvent, screen } from '@testing-library/react';
import { session, type AuthState } from '@finance/shared';
import { loadingState, renderWithAuth, resetBus, signedInState } from '@finance/shared/testing';
import { UserMenu } from './UserMenu';
import { initialsOf } from './initials';

/** A pointer passing over or out of an element (jsdom has no PointerEvent: a mouse event carrying the pointer's type). */
function pointer(element: HTMLElement, type: 'over' | 'out', pointerType: 'mouse' | 'touch') {
  const event = new MouseEvent(`pointer${type}`, { bubbles: true });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  act(() => void element.dispatchEvent(event));
}

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
    pointer(avatar, 'over', 'mouse');
    expect(screen.getByText('Signed in as')).toBeVisible();
    expect(screen.getByText('ada@example.com')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('link', { name: 'Subscription' })).toHaveAttribute('href', '/subscription');
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    pointer(avatar, 'out', 'mouse');
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

  it('a finger passing over it does not open it: only its tap does', () => {
    const avatar = renderMenu(signedInState());
    pointer(avatar, 'over', 'touch');
    expect(screen.getByText('Signed in as')).not.toBeVisible();
    fireEvent.click(avatar);
    pointer(avatar, 'out', 'touch');
    expect(screen.getByText('Signed in as')).toBeVisible();
  });

  it('opens on a tap, closes on a tap elsewhere, and Escape from inside it returns focus to the avatar', () => {
    const avatar = renderMenu(signedInState());
    fireEvent.click(avatar);
    expect(screen.getByText('Signed in as')).toBeVisible();
    fireEvent.pointerDown(document.body);
    expect(screen.getByText('Signed in as')).not.toBeVisible();
    fireEvent.click(avatar);
    const profile = screen.getByRole('link', { name: 'Profile' });
    profile.focus();
    fireEvent.keyDown(profile, { key: 'Escape' });
    expect(screen.getByText('Signed in as')).not.toBeVisible();
    expect(avatar).toHaveFocus();
  });
});
