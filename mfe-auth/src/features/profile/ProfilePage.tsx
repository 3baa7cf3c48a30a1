import { useLocation, useNavigate } from 'react-router';
import { PageTitle, returnPathFromState, useAuth } from '@finance/shared';
import { AuthCard } from '../../components/AuthCard';
import { ProfileForm } from './ProfileForm';

/** /profile: "Complete Your Profile" with the names prefilled; on save, back to "from" or to /. */
export function ProfilePage() {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <AuthCard aria-labelledby="profile-title">
      <PageTitle id="profile-title">Complete Your Profile</PageTitle>
      {isLoading || !user ? (
        <p role="status">Loading profile information...</p>
      ) : (
        <ProfileForm
          key={user.user_id}
          user={user}
          onSaved={() => void navigate(returnPathFromState(location.state) ?? '/', { replace: true })}
        />
      )}
    </AuthCard>
  );
}
