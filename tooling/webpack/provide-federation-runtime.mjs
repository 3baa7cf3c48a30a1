// @ts-check
// The shell's federation runtime plugin that hands its own runtime to the remotes (see federation-runtime.mjs): each
// remote entry reads these globals instead of bundling a copy. It replaces enhanced's `provideExternalRuntime`, whose
// plugin imports runtime-core's CommonJS build: a second whole runtime in the shell's main file (+22 KiB gzip) instead
// of the one it already runs. Each object holds only what the remotes use (tooling/test/federation-runtime.test.mjs
// checks it against the installed packages): a whole namespace would keep every unused export in the shell's main
// file, which every page loads.
import { RUNTIME_009, runtimeDescMap } from '@module-federation/error-codes';
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';

/** The global that `experiments.externalRuntime` builds read runtime-core from (enhanced's name for it). */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';
/** The globals of the other pieces the remotes take from the shell (federation-runtime.mjs). */
export const BUNDLER_FUNCTIONS_GLOBAL = '_FEDERATION_BUNDLER_FUNCTIONS';
export const ERROR_CODES_GLOBAL = '_FEDERATION_ERROR_CODES';

/** What a remote's @module-federation/runtime imports from runtime-core. */
export const providedRuntimeCore = {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

/**
 * The bundler runtime's functions that hold no state (each call gets the container's webpack require or options),
 * by the names of the modules that export them; a remote still bundles its own init and container entry.
 */
export const providedBundlerFunctions = {
  attachShareScopeMap,
  consumes: bundlerRuntime.consumes,
  getSharedFallbackGetter: bundlerRuntime.getSharedFallbackGetter,
  initializeSharing: bundlerRuntime.I,
  installInitialConsumes: bundlerRuntime.installInitialConsumes,
  remotes: bundlerRuntime.remotes,
};

/** What a remote's @module-federation/runtime imports from error-codes: the messages' table. */
export const providedErrorCodes = { RUNTIME_009, runtimeDescMap };

/** The globals the remotes read, and what each holds. */
export const providedGlobals = {
  [RUNTIME_CORE_GLOBAL]: providedRuntimeCore,
  [BUNDLER_FUNCTIONS_GLOBAL]: providedBundlerFunctions,
  [ERROR_CODES_GLOBAL]: providedErrorCodes,
};

/** Sets the globals the remotes' federation runtime reads. */
export function provideToRemotes() {
  Object.assign(globalThis, providedGlobals);
}

/** @returns {import('@module-federation/runtime-core').ModuleFederationRuntimePlugin} */
export default function provideFederationRuntime() {
  return {
    name: 'provide-federation-runtime',
    // The shell's runtime starts before any remote entry loads.
    beforeInit(args) {
      provideToRemotes();
      return args;
    },
  };
}
