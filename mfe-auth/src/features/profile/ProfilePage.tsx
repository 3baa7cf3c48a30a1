import { NotBuiltYet } from '@finance/shared';

export function ProfilePage() {
  return <NotBuiltYet title="Complete Your Profile" />;
}
