import { act, fireEvent, screen } from '@testing-library/react';
import { session } from '@finance/shared';
import { loadingState, renderWithAuth, resetBus, signedInState } from '@finance/shared/testing';
import { ProfileSettings } from './ProfileSettings';

describe('ProfileSettings', () => {
  afterEach(() => {
    resetBus();
    jest.restoreAllMocks();
  });

  it('says "Loading profile information..." while the user loads', () => {
    renderWithAuth(<ProfileSettings />, { auth: loadingState });
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile information...');
  });

  it('saves the trimmed names and stays, saying so until the names are edited again', async () => {
    let finish: () => void = () => undefined;
    const completeProfile = jest
      .spyOn(session, 'completeProfile')
      .mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    renderWithAuth(<ProfileSettings />, { auth: signedInState() });
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: ' Grace ' } });
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Hopper  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(completeProfile).toHaveBeenCalledWith({ given_name: 'Grace', family_name: 'Hopper' });
    await act(async () => finish());
    expect(screen.getByText('Profile saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeEnabled();

    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Hopper-Murray' } });
    expect(screen.queryByText('Profile saved.')).not.toBeInTheDocument();
  });

  it('refuses blank names and says "Failed to update profile. Please try again." when saving fails', async () => {
    const completeProfile = jest.spyOn(session, 'completeProfile').mockRejectedValue(new Error('500'));
    renderWithAuth(<ProfileSettings />, { auth: signedInState() });
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(screen.getByRole('alert')).toHaveTextContent('First name and last name are required');
    expect(completeProfile).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Ada' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Profile' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update profile. Please try again.');
    expect(screen.queryByText('Profile saved.')).not.toBeInTheDocument();
  });
});
