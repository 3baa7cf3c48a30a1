import { NotBuiltYet } from '@finance/shared';

export function SignInPage() {
  return <NotBuiltYet title="Sign in" />;
}
