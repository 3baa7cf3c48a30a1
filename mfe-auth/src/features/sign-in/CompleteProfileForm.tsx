import { useState, type FormEvent } from 'react';
import { Button, PageTitle, type SessionUser } from '@finance/shared';
import { AuthCard, FullWidth, Lead } from '../../components/AuthCard';
import { TextField } from '../../components/TextField';

/**
 * The sign-in screen's form for a signed-in person whose profile is not complete: names prefilled from the identity
 * provider, email read-only, no validation. It saves the names (the same update as /profile), so nobody is asked for
 * their name twice; a failure is only logged to the console, with no message shown.
 */
export function CompleteProfileForm({
  user,
  onComplete,
}: {
  user: SessionUser;
  onComplete: (names: { given_name: string; family_name: string }) => Promise<void>;
}) {
  const [givenName, setGivenName] = useState(user.attributes.given_name ?? '');
  const [familyName, setFamilyName] = useState(user.attributes.family_name ?? '');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onComplete({ given_name: givenName.trim(), family_name: familyName.trim() });
    } catch (error) {
      console.error('[sign-in] completing the profile failed', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard aria-labelledby="complete-profile-title">
      <PageTitle id="complete-profile-title">Complete Your Profile</PageTitle>
      <Lead>Just a few more details to get started</Lead>
      <form onSubmit={submit}>
        <TextField label="First Name" name="given_name" autoComplete="given-name" value={givenName} onChange={(e) => setGivenName(e.target.value)} />
        <TextField label="Last Name" name="family_name" autoComplete="family-name" value={familyName} onChange={(e) => setFamilyName(e.target.value)} />
        <TextField label="Email" name="email" type="email" value={user.attributes.email} disabled readOnly />
        <FullWidth>
          <Button type="submit" disabled={busy}>
            Complete Profile
          </Button>
        </FullWidth>
      </form>
    </AuthCard>
  );
}
