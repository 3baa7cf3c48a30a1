import { act, render, screen } from '@testing-library/react';
import { ThemeRoot } from '@finance/shared';
import { localRuntimeConfig } from '@finance/shared/testing';
import { resetLinkScript } from './link-script';
import { withLinkScript } from './with-link-script';

const getRuntimeConfig = jest.fn();
jest.mock('@finance/shared', () => ({
  ...jest.requireActual('@finance/shared'),
  getRuntimeConfig: () => getRuntimeConfig(),
}));

const SCRIPT_URL = 'http://localhost:4010/link-initialize.js';
const Linking = withLinkScript(() => <h1>Accounts</h1>);
const Page = () => (
  <ThemeRoot>
    <Linking />
  </ThemeRoot>
);

describe('withLinkScript', () => {
  beforeEach(() => {
    resetLinkScript();
    document.head.replaceChildren();
  });

  it('shows a spinner until the local Link script has run, then the page', async () => {
    getRuntimeConfig.mockReturnValue({ ...localRuntimeConfig, plaidLinkScriptUrl: SCRIPT_URL });
    render(<Page />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading bank linking');
    expect(screen.queryByRole('heading', { name: 'Accounts' })).not.toBeInTheDocument();
    await act(async () => document.querySelector(`script[src="${SCRIPT_URL}"]`)!.dispatchEvent(new Event('load')));
    expect(screen.getByRole('heading', { name: 'Accounts' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders the page at once where no local script is configured (production)', () => {
    getRuntimeConfig.mockReturnValue(localRuntimeConfig);
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Accounts' })).toBeInTheDocument();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
