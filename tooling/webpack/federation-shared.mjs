// @ts-check
// The one federation sharing config: every app, host and remotes, gets the same singletons from it.
import { createRequire } from 'node:module';
import { repoRoot } from '../apps.mjs';
import { routerExports } from './router-exports.mjs';

const require = createRequire(import.meta.url);

/** @param {string} name */
function installedVersion(name) {
  return /** @type {{version: string}} */ (require(require.resolve(`${name}/package.json`, { paths: [repoRoot] })))
    .version;
}

/**
 * The shared map for ModuleFederationPlugin. react-dom alone does not share react-dom/client,
 * so the prefix keys ("react/", "react-dom/") are listed too.
 *
 * react-router is shared tree-shaken ("runtime-infer" with the names in router-exports.mjs): 73 KiB whole, about 14
 * trimmed. Apps import it directly; react-router-dom (which only re-exports it) is neither a dependency nor shared.
 *
 * rxjs is not shared: only the event bus inside @finance/shared (itself the singleton, so the bus is one instance)
 * imports it, and bundled there it is tree-shaken to the two pieces the bus uses, from its ES2015 build.
 *
 * "@finance/shared" is one key without a prefix key on purpose: its entry "." holds the page's state (bus, session,
 * runtime config, API client) and is the singleton. "@finance/shared/data" (the financial store, the API's data
 * modules, the live updates, the formatting, and zustand, idb-keyval, eventsource-parser and date-fns with them) is a
 * singleton of its own, so that a page without them (the signed-out landing page) never downloads them; its modules
 * reach the bus and session only through "@finance/shared", so those stay one instance. The other subpaths need no
 * key: "./dialog" (the dialog and close button, stateless) is bundled by each app that opens one; "./startup" (the
 * runtime config's check, the remotes' names, the exposed-page contract: stateless) is bundled into the shell's first
 * script, which runs before the shared modules are negotiated; "./testing" never reaches a bundle; "./dev" runs only
 * on a remote's own standalone page (never in the shell) and reaches that state through "@finance/shared" itself;
 * "./contracts" is imported for types only.
 *
 * "@tanstack/react-query" is a singleton as React is: the page's one QueryClient lives in "@finance/shared/data", and
 * an app's own queries (useQuery with that client) must run on the same query core, or its observers would not see the
 * cache's notifications.
 */
export function sharedSingletons() {
  /** @param {string} name */
  const singleton = (name) => {
    const version = installedVersion(name);
    return { singleton: true, requiredVersion: `^${version}`, version };
  };
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router': {
      ...singleton('react-router'),
      treeShaking: { mode: /** @type {const} */ ('runtime-infer'), usedExports: routerExports },
    },
    'styled-components': singleton('styled-components'),
    '@finance/shared': singleton('@finance/shared'),
    '@finance/shared/data': singleton('@finance/shared'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
  };
}
