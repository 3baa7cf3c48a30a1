// Every 5 minutes while signed in the session is refreshed; waiting for a claim, up to 5 refreshes one second apart.
export const SESSION_REFRESH_INTERVAL_MS = 5 * 60 * 1000;
export const SESSION_REFRESH_RETRIES = 5;
export const SESSION_REFRESH_RETRY_DELAY_MS = 1000;
// Sign-out waits at most this long for the token reads under way (see session.signOut), then goes on without them.
export const SIGN_OUT_READ_WAIT_MS = 10_000;
