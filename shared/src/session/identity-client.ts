// The parts of the identity client (Amplify) that the session uses. Loaded on demand through identity-loader.ts, so
// a visitor who has never signed in downloads none of Amplify (about 25 KiB gzip). Nothing else imports aws-amplify.
export { Amplify } from 'aws-amplify';
export { fetchAuthSession, signInWithRedirect, signOut } from 'aws-amplify/auth';
