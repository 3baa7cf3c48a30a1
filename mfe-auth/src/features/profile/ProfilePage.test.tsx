import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { session, type AuthState } from '@finance/shared';
import { CurrentPath, loadingState, renderWithAuth, resetBus, signedInState } from '@finance/shared/testing';
import { ProfilePage } from './ProfilePage';

function renderProfile(auth: AuthState, from?: string) {
  renderWithAuth(
    <Routes>
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="*" element={<CurrentPath />} />
    </Routes>,
    { auth, route: { pathname: '/profile', state: from ? { from: { pathname: from } } : null } },
  );
}

describe('ProfilePage', () => {
  afterEach(() => {
    resetBus();
    jest.restoreAllMocks();
  });

  it('says "Loading profile information..." while the user loads', () => {
    renderProfile(loadingState);
    expect(screen.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeInTheDocument();
    expect(screen.getByText('Loading profile information...')).toBeInTheDocument();
  });

  it('prefills the names, both marked required', () => {
    renderProfile(signedInState({ profile_completed: false }));
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('First Name')).toBeRequired();
    expect(screen.getByLabelText('Last Name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Last Name')).toBeRequired();
  });

  it.each([
    ['', 'Lovelace'],
    ['Ada', '   '],
  ])('refuses blank names ("%s", "%s") with its message and saves nothing', (first, last) => {
    const completeProfile = jest.spyOn(session, 'completeProfile');
    renderProfile(signedInState({ profile_completed: false }));
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: first } });
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: last } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(screen.getByRole('alert')).toHaveTextContent('First name and last name are required');
    expect(completeProfile).not.toHaveBeenCalled();
  });

  it('saves trimmed names showing "Saving...", then goes to "from", replacing history', async () => {
    let finish: () => void = () => undefined;
    const completeProfile = jest
      .spyOn(session, 'completeProfile')
      .mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    renderProfile(signedInState({ profile_completed: false }), '/transactions');
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: '  Grace ' } });
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: ' Hopper' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(completeProfile).toHaveBeenCalledWith({ given_name: 'Grace', family_name: 'Hopper' });
    await act(async () => finish());
    expect(await screen.findByText('at /transactions')).toBeInTheDocument();
  });

  it('goes to / when there is no "from"', async () => {
    jest.spyOn(session, 'completeProfile').mockResolvedValue();
    renderProfile(signedInState());
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('at /')).toBeInTheDocument();
  });

  it('says "Failed to update profile. Please try again." when saving fails, and keeps the form', async () => {
    jest
      .spyOn(session, 'completeProfile')
      .mockRejectedValue(new Error('Failed to update profile status: Internal Server Error'));
    renderProfile(signedInState());
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile. Please try again.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Profile' })).toBeEnabled());
  });
});
