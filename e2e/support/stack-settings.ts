/** The e2e stack issues short-lived tokens, so that every run exercises the silent refresh. */
export const E2E_TOKEN_TTL_SECONDS = 30;
