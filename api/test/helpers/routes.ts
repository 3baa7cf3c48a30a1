/** Every route that needs a signed-in caller (all but /health and the docs), as [method, path]. */
export const AUTHENTICATED_ROUTES = [
  ['POST', '/user/metadata'],
  ['POST', '/plaid/link-token'],
  ['POST', '/plaid/exchange-token'],
  ['GET', '/plaid/accounts'],
  ['POST', '/plaid/accounts/sync'],
  ['DELETE', '/plaid/accounts'],
  ['GET', '/transactions'],
  ['GET', '/summary/category'],
  ['GET', '/summary/month'],
  ['GET', '/summary/payee'],
  ['GET', '/spending/trends'],
  ['GET', '/api/user-preferences'],
  ['POST', '/api/user-preferences'],
  ['POST', '/plaid/webhook'],
] as const;
