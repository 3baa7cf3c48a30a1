// @finance/shared/dev: a remote's standalone dev page, imported only by each remote's src/bootstrap.tsx.
export * from './StandaloneApp';
