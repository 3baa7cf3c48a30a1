/* A test page using aws-amplify exactly as the app does: configured at run time, sign-in with Google by redirect. */
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signInWithRedirect, signOut } from 'aws-amplify/auth';
import 'aws-amplify/auth/enable-oauth-listener';
import { Hub } from 'aws-amplify/utils';

interface PageConfig {
  userPoolId: string;
  userPoolClientId: string;
  identityApiUrl: string;
  domain: string;
  origin: string;
}

const config = (window as unknown as { __CONFIG__: PageConfig }).__CONFIG__;

Amplify.configure({
  Auth: {
    Cognito: {
      userPoolId: config.userPoolId,
      userPoolClientId: config.userPoolClientId,
      userPoolEndpoint: config.identityApiUrl,
      loginWith: {
        oauth: {
          domain: config.domain,
          scopes: ['email', 'openid', 'profile'],
          redirectSignIn: [`${config.origin}/`],
          redirectSignOut: [`${config.origin}/`],
          responseType: 'code',
          providers: ['Google'],
        },
      },
    },
  },
});

const hubEvents: string[] = [];
Hub.listen('auth', ({ payload }) => {
  hubEvents.push(payload.event);
});

async function session(forceRefresh: boolean) {
  const current = await fetchAuthSession({ forceRefresh });
  return {
    idToken: current.tokens?.idToken?.toString() ?? null,
    accessToken: current.tokens?.accessToken?.toString() ?? null,
    idClaims: (current.tokens?.idToken?.payload ?? null) as Record<string, unknown> | null,
  };
}

(window as unknown as { testApi: unknown }).testApi = {
  signIn: () => signInWithRedirect({ provider: 'Google' }),
  session,
  signOut: () => signOut(),
  hubEvents,
};
