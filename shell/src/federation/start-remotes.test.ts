import { localRuntimeConfig } from '@finance/shared/testing';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  registerPlugins: jest.fn(),
}));

/** The runtime config's response (jsdom has no Response): a body that can be read from a copy and from itself. */
function configResponse(document: unknown): Response {
  const response = { ok: true, status: 200, json: () => Promise.resolve(document), clone: () => response };
  return response as unknown as Response;
}

/** Loads the first script's modules afresh, the runtime config's request responded to with `response`. */
function startWith(response: Response, pathname: string) {
  window.history.replaceState(null, '', pathname);
  global.fetch = jest.fn(() => Promise.resolve(response));
  let started!: Promise<void>;
  let configFetch!: typeof fetch;
  jest.isolateModules(() => {
    ({ remotesStarted: started } = jest.requireActual<typeof import('./start-remotes')>('./start-remotes'));
    ({ prefetchedConfigFetch: configFetch } =
      jest.requireActual<typeof import('../runtime-config-prefetch')>('../runtime-config-prefetch'));
  });
  return { started, configFetch };
}

describe('the first script starts the remotes', () => {
  beforeEach(() => {
    loadRemote.mockReset().mockReturnValue(new Promise(() => undefined));
    registerRemotes.mockClear();
  });

  it("registers the remotes from the prefetched runtime config and starts the opened page's remotes", async () => {
    const { started, configFetch } = startWith(configResponse(localRuntimeConfig), '/accounts/default');
    await started;
    expect(registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'placeholders', entry: 'http://localhost:3004/mf-manifest.json' }]),
    );
    expect(loadRemote.mock.calls.map(([id]) => id)).toEqual([
      'accounts/AccountsPage',
      'placeholders/AccountsDefaultPage',
      'accounts/AccountsSidebar',
    ]);
    // bootstrap still reads the same response, whole, through loadRuntimeConfig.
    await expect((await configFetch('/runtime-config.json')).json()).resolves.toEqual(localRuntimeConfig);
  });

  it('registers nothing and fetches no remote when the runtime config is unusable', async () => {
    const { started, configFetch } = startWith(configResponse({ ...localRuntimeConfig, remotes: {} }), '/dashboard');
    await expect(started).rejects.toThrow('Runtime config: remotes.auth must be a non-empty string');
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
    // The response is left for loadRuntimeConfig, which says what is wrong on the startup error screen.
    await expect((await configFetch('/runtime-config.json')).json()).resolves.toMatchObject({ remotes: {} });
  });

  it('starts nothing on a page that opens on no remote', async () => {
    const { started } = startWith(configResponse(localRuntimeConfig), '/');
    await started;
    expect(registerRemotes).toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
