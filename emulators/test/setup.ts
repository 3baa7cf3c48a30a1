// testTimeout is a global option that the root multi-project run ignores in a project config; this applies per project.
jest.setTimeout(60_000);
