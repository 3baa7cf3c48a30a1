import { localRuntimeConfig } from '@finance/shared/testing';
import { addLinkScript, loadLinkScript, resetLinkScript } from './link-script';

const loadRuntimeConfig = jest.fn();
const getRuntimeConfig = jest.fn();
jest.mock('@finance/shared', () => ({
  ...jest.requireActual('@finance/shared'),
  loadRuntimeConfig: () => loadRuntimeConfig(),
  getRuntimeConfig: () => getRuntimeConfig(),
}));

const SCRIPT_URL = 'http://localhost:4010/link-initialize.js';
const added = () => [...document.querySelectorAll<HTMLScriptElement>(`script[src="${SCRIPT_URL}"]`)];

describe('the local Link script', () => {
  beforeEach(() => {
    resetLinkScript();
    document.head.replaceChildren();
    loadRuntimeConfig.mockReset();
    getRuntimeConfig.mockReset().mockImplementation(() => {
      throw new Error('Runtime config used before it was loaded');
    });
  });

  it('is added once, with the page nonce, and loaded once it has run', async () => {
    document.head.innerHTML = '<meta property="csp-nonce" content="n0nce" />';
    getRuntimeConfig.mockReturnValue({ ...localRuntimeConfig, plaidLinkScriptUrl: SCRIPT_URL });
    const first = loadLinkScript();
    expect(loadLinkScript()).toBe(first);
    expect(added()).toHaveLength(1);
    expect(added()[0]!.nonce).toBe('n0nce');
    added()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(true);
    expect(first).toMatchObject({ status: 'fulfilled', value: true });
  });

  it('waits for the runtime config when it is not loaded yet', async () => {
    loadRuntimeConfig.mockResolvedValue({ ...localRuntimeConfig, plaidLinkScriptUrl: SCRIPT_URL });
    const loaded = loadLinkScript();
    await Promise.resolve();
    await Promise.resolve();
    expect(added()).toHaveLength(1);
    added()[0]!.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBe(true);
  });

  it('adds nothing where none is configured (production), and is settled at once', async () => {
    getRuntimeConfig.mockReturnValue(localRuntimeConfig);
    const loaded = loadLinkScript();
    expect(loaded).toMatchObject({ status: 'fulfilled', value: true });
    await expect(loaded).resolves.toBe(true);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('answers false, and says so, when the script could not be loaded', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loaded = addLinkScript(SCRIPT_URL);
    added()[0]!.dispatchEvent(new Event('error'));
    await expect(loaded).resolves.toBe(false);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('could not be loaded'));
    logged.mockRestore();
  });
});
