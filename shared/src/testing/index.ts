// @finance/shared/testing: helpers for the apps' jest tests. Never imported by production code, so never bundled.
export * from './auth-state-fixtures';
export * from './render-with-auth';
export * from './runtime-config-fixture';
export * from './session-fakes';
// Accounts and transactions as the API answers them, for the apps' tests.
export { account, transaction } from './financial-fakes';
// The identity settings the session reads, set directly by tests that need a production-like identity service.
export { setIdentityEndpoints } from '../session/identity-endpoints';
