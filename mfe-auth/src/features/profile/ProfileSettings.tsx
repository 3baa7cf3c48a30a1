import { useState } from 'react';
import styled from 'styled-components';
import { useAuth } from '@finance/shared';
import { ProfileForm } from './ProfileForm';

const Frame = styled.div`
  max-width: 440px;
`;

const Email = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Saved = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.positive};
`;

export const PROFILE_SAVED = 'Profile saved.';

/**
 * The Profile section of /settings: the form of /profile (the same names, rules and texts), which stays on the page
 * after a save and says so, instead of leaving it.
 */
export function ProfileSettings() {
  const { user, isLoading } = useAuth();
  // The save this note is for: a new edit of the names hides it again.
  const [saved, setSaved] = useState(false);
  if (isLoading || !user) return <p role="status">Loading profile information...</p>;
  return (
    <Frame onChange={() => setSaved(false)}>
      {user.attributes.email && <Email>Signed in as {user.attributes.email}</Email>}
      <ProfileForm key={user.user_id} user={user} onSaved={() => setSaved(true)} />
      <div role="status">{saved && <Saved>{PROFILE_SAVED}</Saved>}</div>
    </Frame>
  );
}
