// testTimeout is a global option that the root run (one jest for every workspace) does not take from a project.
// Opening PGlite compiles its WebAssembly, which takes seconds on a shared machine.
jest.setTimeout(60_000);

// These machines run Node 20 (the architecture's version table); the AWS SDK's notice about Node 22 is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
