// @finance/shared/startup: the stateless pieces the shell's first script uses before the shared modules are negotiated
// (the runtime config's check, the remotes' names, the exposed-page contract). Bundled into that script, not shared:
// nothing here holds state, so a second copy of it changes nothing.
export * from '../config/runtime-config-document';
export * from '../federation/remote-module';
