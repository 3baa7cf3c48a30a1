import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, useAuth, type SessionUser } from '@finance/shared';
import { FullWidth } from '../../components/AuthCard';
import { TextField } from '../../components/TextField';

export const NAMES_REQUIRED = 'First name and last name are required';
export const SAVE_FAILED = 'Failed to update profile. Please try again.';

const ErrorText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.negative};
`;

interface ProfileFormProps {
  user: SessionUser;
  /** What follows a save: /profile goes back where the person came from, Settings says it is saved. */
  onSaved: () => void;
}

/** The person's first and last names, both required, saved trimmed ("Saving..." meanwhile, the spec's texts). */
export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const { completeProfile } = useAuth();
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
    } catch {
      setError(SAVE_FAILED);
      setSaving(false);
      return;
    }
    setSaving(false);
    onSaved();
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
