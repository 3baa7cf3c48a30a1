// @ts-check
// The shell's federation runtime plugin that hands its own runtime to the remotes (see federation-runtime.mjs): each
// remote entry reads these globals instead of bundling a copy. It replaces enhanced's `provideExternalRuntime`, whose
// plugin imports runtime-core's CommonJS build: a second whole runtime in the shell's main file (+22 KiB gzip) instead
// of the one it already runs.
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
/** The global the remotes read the bundler runtime's sharing functions from (federation-runtime.mjs). */
export const SHARING_RUNTIME_GLOBAL = '_FEDERATION_SHARING_RUNTIME';

/**
 * What a remote's bundled @module-federation/runtime imports from runtime-core, and no more: the whole namespace
 * would keep every unused export in the shell's main file (+0.3 KiB gzip on every page, the landing page's too).
 * A tooling test checks this list against what the installed runtime imports.
 */
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
 * The bundler runtime's sharing functions, by the names of the modules that export them: they hold no state (each
 * call gets the container's webpack require or options), so the shell's serve every remote.
 */
export const providedSharingRuntime = {
  attachShareScopeMap,
  consumes: bundlerRuntime.consumes,
  getSharedFallbackGetter: bundlerRuntime.getSharedFallbackGetter,
  initializeSharing: bundlerRuntime.I,
  installInitialConsumes: bundlerRuntime.installInitialConsumes,
};

/** Sets the globals the remotes' federation runtime reads. */
export function provideToRemotes() {
  Object.assign(globalThis, {
    [RUNTIME_CORE_GLOBAL]: providedRuntimeCore,
    [SHARING_RUNTIME_GLOBAL]: providedSharingRuntime,
  });
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
