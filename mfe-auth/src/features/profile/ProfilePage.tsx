import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, PageTitle, returnPathFromState, useAuth, type SessionUser } from '@finance/shared';
import { AuthCard, FullWidth } from '../../components/AuthCard';
import { TextField } from '../../components/TextField';

export const NAMES_REQUIRED = 'First name and last name are required';
export const SAVE_FAILED = 'Failed to update profile. Please try again.';

const ErrorText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.negative};
`;

function ProfileForm({ user }: { user: SessionUser }) {
  const { completeProfile } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [givenName, setGivenName] = useState(user.attributes.given_name ?? '');
  const [familyName, setFamilyName] = useState(user.attributes.family_name ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const names = { given_name: givenName.trim(), family_name: familyName.trim() };
    if (!names.given_name || !names.family_name) {
      setError(NAMES_REQUIRED);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await completeProfile(names);
      void navigate(returnPathFromState(location.state) ?? '/', { replace: true });
    } catch {
      setError(SAVE_FAILED);
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label="First Name"
        name="given_name"
        autoComplete="given-name"
        required
        aria-invalid={error === NAMES_REQUIRED && !givenName.trim()}
        value={givenName}
        onChange={(e) => setGivenName(e.target.value)}
      />
      <TextField
        label="Last Name"
        name="family_name"
        autoComplete="family-name"
        required
        aria-invalid={error === NAMES_REQUIRED && !familyName.trim()}
        value={familyName}
        onChange={(e) => setFamilyName(e.target.value)}
      />
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <FullWidth>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Profile'}
        </Button>
      </FullWidth>
    </form>
  );
}

/** /profile: "Complete Your Profile" with the names prefilled; on save, back to "from" or to /. */
export function ProfilePage() {
  const { user, isLoading } = useAuth();
  return (
    <AuthCard aria-labelledby="profile-title">
      <PageTitle id="profile-title">Complete Your Profile</PageTitle>
      {isLoading || !user ? (
        <p role="status">Loading profile information...</p>
      ) : (
        <ProfileForm key={user.user_id} user={user} />
      )}
    </AuthCard>
  );
}
