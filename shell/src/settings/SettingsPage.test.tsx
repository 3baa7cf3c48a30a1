import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeRoot } from '@finance/shared';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

import { SETTINGS } from '../app/remote-routes';
import { forgetRemote } from '../federation/remote-page-loader';
import { SETTINGS_PLACEHOLDER_TEXT, SettingsPage } from './SettingsPage';

/** Each remote's section as a paragraph naming it; the remotes in `down` fail to load. */
function remotesWith(down: string[]) {
  loadRemote.mockImplementation((id: string) => {
    if (down.some((name) => id.startsWith(`${name}/`))) return Promise.reject(new Error(`${id} is down`));
    return Promise.resolve({ default: () => <p>{`${id} section`}</p> });
  });
}

async function renderSettings() {
  await act(async () => {
    render(
      <ThemeRoot>
        <SettingsPage />
      </ThemeRoot>,
    );
  });
}

describe('SettingsPage', () => {
  afterEach(() => jest.restoreAllMocks());
  beforeEach(() => {
    loadRemote.mockReset();
    for (const { page } of SETTINGS.sections) forgetRemote(page);
    forgetRemote(SETTINGS.fallback);
  });

  it("composes the remotes' sections, each under its heading, with links to them", async () => {
    remotesWith([]);
    await renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Settings sections' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Categories', '#categories'],
      ['Rules', '#rules'],
      ['Accounts kept by hand', '#accounts-kept-by-hand'],
      ['Profile', '#profile'],
    ]);
    for (const { label, page } of SETTINGS.sections) {
      const section = screen.getByRole('region', { name: label });
      expect(within(section).getByText(`${page} section`)).toBeInTheDocument();
    }
  });

  it("shows the spec's text in place of a section whose remote cannot be loaded, the others working; Retry loads it", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    remotesWith(['accounts']);
    await renderSettings();
    const accounts = screen.getByRole('region', { name: 'Accounts kept by hand' });
    expect(within(accounts).getByRole('status')).toHaveTextContent(SETTINGS_PLACEHOLDER_TEXT);
    expect(SETTINGS_PLACEHOLDER_TEXT).toBe('Application settings and preferences will be available here.');
    expect(screen.getByText('transactions/CategoriesSettings section')).toBeInTheDocument();
    expect(screen.getByText('auth/ProfileSettings section')).toBeInTheDocument();

    remotesWith([]);
    await act(async () =>
      fireEvent.click(within(accounts).getByRole('button', { name: 'Retry Accounts kept by hand' })),
    );
    expect(within(accounts).getByText('accounts/ManualAccountsSettings section')).toBeInTheDocument();
    expect(within(accounts).queryByText(SETTINGS_PLACEHOLDER_TEXT)).not.toBeInTheDocument();
    // React reports the error the section's boundary caught.
    expect(logged.mock.calls.flat()).toContainEqual(
      expect.objectContaining({ message: 'accounts/ManualAccountsSettings could not be loaded' }),
    );
  });

  it("is the spec's placeholder page when no section's remote can be loaded", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    remotesWith(['transactions', 'accounts', 'auth']);
    await renderSettings();
    expect(loadRemote).toHaveBeenCalledWith(SETTINGS.fallback);
    expect(screen.getByText('placeholders/SettingsPage section')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Settings sections' })).not.toBeInTheDocument();
  });
});
