// A stand-in for react-plaid-link's hook: the test says when Link is ready and plays its callbacks; and for the local
// Link script's loader (link-script.ts), whether that script could be loaded.
import type { PlaidLinkOptions, PlaidLinkOnSuccessMetadata } from 'react-plaid-link';

export const plaidLink = {
  options: null as PlaidLinkOptions | null,
  ready: true,
  scriptError: null as ErrorEvent | null,
  /** What useLinkScript returns: the local Link script ran (or none is configured). */
  localScriptLoaded: true,
  open: jest.fn(),
  reset() {
    this.options = null;
    this.ready = true;
    this.scriptError = null;
    this.localScriptLoaded = true;
    this.open.mockReset();
  },
  succeed(metadata: Partial<PlaidLinkOnSuccessMetadata> = {}) {
    this.options!.onSuccess('public-sandbox-1', {
      institution: { institution_id: 'ins_109508', name: 'First Platypus Bank' },
      accounts: [
        {
          id: 'acc-checking',
          name: 'Plaid Checking',
          mask: '0000',
          type: 'depository',
          subtype: 'checking',
          verification_status: null,
          class_type: null,
        },
      ],
      link_session_id: 'session-1',
      ...metadata,
    });
  },
  exit() {
    this.options!.onExit?.(null, { institution: null, status: null, link_session_id: 'session-1', request_id: 'r-1' });
  },
};

/** One handler per token, as the library makes; its open reports the token it was made for. */
const handlers = new Map<string, () => void>();

export function usePlaidLinkFake(options: PlaidLinkOptions) {
  plaidLink.options = options;
  const token = options.token ?? '';
  if (!handlers.has(token)) handlers.set(token, () => plaidLink.open(token));
  return {
    open: handlers.get(token)!,
    ready: plaidLink.ready && Boolean(options.token),
    error: plaidLink.scriptError,
    exit: jest.fn(),
    submit: jest.fn(),
  };
}

/** useLinkScript's stand-in: loaded at once, or not at all when the test says so. */
export function linkScriptLoaded(): boolean {
  return plaidLink.localScriptLoaded;
}
