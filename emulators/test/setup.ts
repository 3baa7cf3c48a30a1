// testTimeout is a global option that the root multi-project run ignores in a project config; this applies per project.
jest.setTimeout(60_000);

// These machines run Node 20 (see the architecture's version table); the AWS SDK's notice about its future Node 22
// requirement would otherwise be printed by every test file that uses it.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
