import { bus, initialAuthState } from '../bus/event-bus';
import type { RuntimeConfig } from '../config/runtime-config';
import { localRuntimeConfig } from '../testing/runtime-config-fixture';

jest.mock('aws-amplify/auth');

const config: RuntimeConfig = localRuntimeConfig;

/** A fresh copy of the module graph with the runtime config, configureSession and session.start observed. */
async function loadIsolated(loadResult: Promise<RuntimeConfig>) {
  let modules!: {
    standalone: typeof import('./standalone-session');
    configureSession: jest.SpyInstance;
    start: jest.SpyInstance;
    loadRuntimeConfig: jest.SpyInstance;
    bus: typeof bus;
  };
  await jest.isolateModulesAsync(async () => {
    const runtimeConfig = await import('../config/runtime-config');
    const configure = await import('../session/configure-session');
    const sessionModule = await import('../session/session');
    const eventBus = await import('../bus/event-bus');
    modules = {
      loadRuntimeConfig: jest.spyOn(runtimeConfig, 'loadRuntimeConfig').mockReturnValue(loadResult),
      configureSession: jest.spyOn(configure, 'configureSession').mockImplementation(() => undefined),
      start: jest.spyOn(sessionModule.session, 'start').mockResolvedValue(undefined),
      standalone: await import('./standalone-session'),
      bus: eventBus.bus,
    };
  });
  return modules;
}

describe('startStandaloneSession', () => {
  it("configures the session with the page's own origin as redirect and starts it, once per page", async () => {
    const m = await loadIsolated(Promise.resolve(config));
    await Promise.all([
      m.standalone.startStandaloneSession('http://localhost:3002'),
      m.standalone.startStandaloneSession('http://localhost:3002'),
    ]);
    expect(m.loadRuntimeConfig).toHaveBeenCalledTimes(1);
    expect(m.configureSession).toHaveBeenCalledTimes(1);
    expect(m.configureSession).toHaveBeenCalledWith({
      ...config,
      identity: {
        ...config.identity,
        redirectSignIn: 'http://localhost:3002/',
        redirectSignOut: 'http://localhost:3002/',
      },
    });
    expect(m.start).toHaveBeenCalledTimes(1);
  });

  it('is signed out, not loading, when the runtime config cannot be loaded', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const m = await loadIsolated(Promise.reject(new Error('Could not load /runtime-config.json: 404 Not Found')));
    expect(m.bus.current('auth')).toEqual(initialAuthState);
    await expect(m.standalone.startStandaloneSession('http://localhost:3002')).resolves.toBeUndefined();
    expect(m.bus.current('auth')).toEqual({ ...initialAuthState, isLoading: false });
    expect(m.start).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith(
      '[standalone] could not start the session:',
      'Could not load /runtime-config.json: 404 Not Found',
    );
    consoleError.mockRestore();
  });
});
