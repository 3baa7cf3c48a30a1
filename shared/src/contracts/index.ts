// The shapes that cross the wire between the API and the apps: TypeBox schemas the API validates and serialises
// with, and the TypeScript types derived from them. The apps import this module type-only (`import type`), so no
// schema code reaches a browser bundle.
export * from './common';
export * from './accounts';
export * from './account-groups';
export * from './transactions';
export * from './user';
export * from './preferences';
export * from './summaries';
export * from './corrections';
export * from './balance-history';
export * from './budgets';
export * from './recurring';
export * from './insights';
