import { use } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeRoot } from '@finance/shared';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  registerPlugins: jest.fn(),
}));

// Imported after the mocks, as the shell's bootstrap imports it after the federation runtime is set up.
import { registerRemotesFromConfig } from './register-remotes';
import { AuthErrorBoundary } from '../auth/AuthErrorBoundary';
import { RemotePage } from './RemotePage';
import { localRuntimeConfig } from '@finance/shared/testing';
import { forgetRemote, loadRemotePage } from './remote-page-loader';

const config = localRuntimeConfig;

/** A page that suspends must be rendered inside an awaited act (React 19). */
async function renderPage() {
  await act(async () => {
    render(
      <ThemeRoot>
        <RemotePage id="placeholders/DashboardPage" label="Dashboard" />
      </ThemeRoot>,
    );
  });
}

describe('RemotePage', () => {
  beforeAll(() => registerRemotesFromConfig(config));
  beforeEach(() => {
    forgetRemote('placeholders/DashboardPage');
    loadRemote.mockReset();
    registerRemotes.mockClear();
  });
  afterEach(() => jest.restoreAllMocks());

  it('registers every remote from the runtime config without fetching any', () => {
    registerRemotesFromConfig(config);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'auth', entry: 'http://localhost:3001/mf-manifest.json' },
      { name: 'accounts', entry: 'http://localhost:3002/mf-manifest.json' },
      { name: 'transactions', entry: 'http://localhost:3003/mf-manifest.json' },
      { name: 'placeholders', entry: 'http://localhost:3004/mf-manifest.json' },
      { name: 'insights', entry: 'http://localhost:3005/mf-manifest.json' },
    ]);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('shows a spinner while the remote loads, then its page', async () => {
    let resolve: (module: unknown) => void = () => undefined;
    loadRemote.mockReturnValue(new Promise((done) => (resolve = done)));
    await renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Dashboard');
    await act(async () => resolve({ default: () => <p>Dashboard content coming soon...</p> }));
    expect(await screen.findByText('Dashboard content coming soon...')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('placeholders/DashboardPage');
  });

  it('draws a page whose remote has already loaded in the same pass as its surroundings, with no spinner', async () => {
    loadRemote.mockResolvedValueOnce({ default: () => <p>Dashboard content coming soon...</p> });
    // The route's preload, started with the session, has finished before the layout renders.
    await loadRemotePage('placeholders/DashboardPage');
    act(() => {
      render(
        <ThemeRoot>
          <RemotePage id="placeholders/DashboardPage" label="Dashboard" />
        </ThemeRoot>,
      );
    });
    expect(screen.getByText('Dashboard content coming soon...')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('shows the spinner in place of a loaded page that waits for something of its own, the rest drawn', async () => {
    let release: () => void = () => undefined;
    const waiting = new Promise<void>((done) => (release = done));
    const Waits = () => {
      use(waiting);
      return <p>Dashboard ready</p>;
    };
    loadRemote.mockResolvedValueOnce({ default: Waits });
    // Preloaded, so the page itself, not the remote's load, is what waits on the first render.
    await loadRemotePage('placeholders/DashboardPage');
    await act(async () => {
      render(
        <ThemeRoot>
          <p>Layout</p>
          <RemotePage id="placeholders/DashboardPage" label="Dashboard" />
        </ThemeRoot>,
      );
    });
    expect(screen.getByText('Layout')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Dashboard');
    await act(async () => release());
    expect(await screen.findByText('Dashboard ready')).toBeInTheDocument();
  });

  it('shows a message with Retry when the remote is down, and recovers when it is back', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemote.mockRejectedValueOnce(new Error('Failed to fetch'));
    await renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Dashboard could not be loaded');

    loadRemote.mockResolvedValueOnce({ default: () => <p>Budget back</p> });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText('Budget back')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The retry registered the remote again with force, so the runtime fetched its manifest afresh.
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'placeholders', entry: 'http://localhost:3004/mf-manifest.json' }],
      { force: true },
    );
    // React reports the error its boundary caught.
    expect(logged.mock.calls.flat()).toContainEqual(
      expect.objectContaining({ message: 'placeholders/DashboardPage could not be loaded' }),
    );
  });

  it('hands an error thrown while the page renders to the Authentication Error screen, not to Retry', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = (): never => {
      throw new Error('Render failed');
    };
    loadRemote.mockResolvedValueOnce({ default: Broken });
    await act(async () => {
      render(
        <ThemeRoot>
          <AuthErrorBoundary>
            <RemotePage id="placeholders/DashboardPage" label="Dashboard" />
          </AuthErrorBoundary>
        </ThemeRoot>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Authentication Error' })).toBeInTheDocument();
    expect(screen.getByText('Render failed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[shell] rendering failed', new Error('Render failed'));
  });

  it('treats a module without a default component as a failed load', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemote.mockResolvedValueOnce({ notDefault: 1 });
    await renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Dashboard could not be loaded');
    expect(logged.mock.calls.flat()).toContainEqual(
      expect.objectContaining({ message: 'placeholders/DashboardPage could not be loaded' }),
    );
  });
});

describe('RemotePage with a fallback (a page that replaced a placeholder)', () => {
  const { insights: _insights, ...withoutInsights } = config.remotes;
  const renderDashboard = async () => {
    await act(async () => {
      render(
        <ThemeRoot>
          <RemotePage id="insights/DashboardPage" label="Dashboard" fallback="placeholders/DashboardPage" />
        </ThemeRoot>,
      );
    });
  };
  const placeholder = { default: () => <p>Dashboard content coming soon...</p> };

  beforeEach(() => {
    forgetRemote('insights/DashboardPage');
    forgetRemote('placeholders/DashboardPage');
    loadRemote.mockReset();
    registerRemotes.mockClear();
  });
  afterAll(() => registerRemotesFromConfig(config));

  it('shows the placeholder, with no alert and nothing fetched of it, where the remote is not deployed', async () => {
    registerRemotesFromConfig({ ...config, remotes: withoutInsights });
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'auth', entry: 'http://localhost:3001/mf-manifest.json' },
      { name: 'accounts', entry: 'http://localhost:3002/mf-manifest.json' },
      { name: 'transactions', entry: 'http://localhost:3003/mf-manifest.json' },
      { name: 'placeholders', entry: 'http://localhost:3004/mf-manifest.json' },
    ]);
    loadRemote.mockResolvedValue(placeholder);
    await renderDashboard();
    expect(await screen.findByText('Dashboard content coming soon...')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadRemote.mock.calls).toEqual([['placeholders/DashboardPage']]);
  });

  it('shows the placeholder where the deployed remote fails to load, and its own page once it loads', async () => {
    registerRemotesFromConfig(config);
    loadRemote.mockImplementation(async (id: string) => {
      if (id === 'insights/DashboardPage') throw new Error('Failed to fetch');
      return placeholder;
    });
    await renderDashboard();
    expect(await screen.findByText('Dashboard content coming soon...')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadRemote.mock.calls).toEqual([['insights/DashboardPage'], ['placeholders/DashboardPage']]);

    // The next visit, once the remote is back.
    cleanup();
    forgetRemote('insights/DashboardPage');
    loadRemote.mockResolvedValueOnce({ default: () => <h1>Dashboard</h1> });
    await renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('says so with Retry only when the placeholder fails too; Retry tries the remote again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    registerRemotesFromConfig(config);
    loadRemote.mockRejectedValue(new Error('Failed to fetch'));
    await renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Dashboard could not be loaded');
    expect(logged.mock.calls.flat()).toContainEqual(
      expect.objectContaining({ message: 'placeholders/DashboardPage could not be loaded' }),
    );

    loadRemote.mockReset();
    loadRemote.mockResolvedValueOnce({ default: () => <h1>Dashboard</h1> });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('insights/DashboardPage');
    logged.mockRestore();
  });
});
