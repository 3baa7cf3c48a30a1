// What linking says when it fails: the server's own message when it gave one, else these, naming the provider.
export const LINK_ERRORS = {
  linkToken: 'Failed to get Plaid link token',
  exchange: 'Failed to exchange Plaid token',
  notLoaded: 'Plaid not loaded',
} as const;
