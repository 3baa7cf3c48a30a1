// testTimeout is a global option that the root run (one jest for every workspace) does not take from a project.
// Opening PGlite compiles its WebAssembly, which takes seconds on a shared machine.
jest.setTimeout(60_000);
