// The runtime config, read once per page: its shape and check are in runtime-config-document.ts.
import {
  RUNTIME_CONFIG_PATH,
  RuntimeConfigError,
  parseRuntimeConfig,
  type RuntimeConfig,
} from './runtime-config-document';

export * from './runtime-config-document';

let pending: Promise<RuntimeConfig> | null = null;
let loaded: RuntimeConfig | null = null;

/** Fetches and checks /runtime-config.json once; later calls share the first response. */
export function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  pending ??= fetchImpl(RUNTIME_CONFIG_PATH, { cache: 'no-store' })
    .then(async (response) => {
      if (!response.ok) {
        throw new RuntimeConfigError(
          `Could not load ${RUNTIME_CONFIG_PATH}: ${response.status} ${response.statusText}`,
        );
      }
      loaded = parseRuntimeConfig(await response.json());
      return loaded;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** The config loaded by loadRuntimeConfig; throws if it has not been loaded yet. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!loaded) throw new RuntimeConfigError('Runtime config used before it was loaded');
  return loaded;
}
