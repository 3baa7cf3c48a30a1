import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { usePlaidLink, type PlaidLinkOnSuccessMetadata } from 'react-plaid-link';
import { ApiError, serverMessageOf, useAuth, type ExchangeResponse } from '@finance/shared';
import { createLinkToken, financialStore } from '@finance/shared/data';
import { useLinkScript } from './link-script';
import { LINK_ERRORS } from './link-messages';
import { openLink } from './open-link';

export interface LinkFlow {
  /** From pressing the button until Link closes or the exchange is done. */
  busy: boolean;
  error: string | null;
  /** A link token that could not be had stands in place of the page; other failures sit above it. */
  errorReplacesPage: boolean;
  /** Gets a link token (for Link's update mode when repairing an institution); Link opens once it is ready. */
  start(repairInstitutionId?: string): Promise<void>;
}

/**
 * Bank linking through Plaid Link: a link token, Link opened as soon as its widget is ready, then on success the public
 * token exchanged through the store (the accounts show at once), accounts_linked set, and the token cleared; on exit
 * the token is cleared and the busy state ends. The page waits (Suspense) for the local Link script, which must have run
 * before usePlaidLink first renders.
 */
export function useLinkFlow(onLinked: (exchange: ExchangeResponse) => void): LinkFlow {
  const scriptLoaded = useLinkScript();
  const { updateAccountsLinked } = useAuth();
  const [token, setToken] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [errorReplacesPage, setErrorReplacesPage] = useState(false);
  const onLinkedRef = useRef(onLinked);
  useLayoutEffect(() => {
    onLinkedRef.current = onLinked;
  });
  /** The institution being repaired in update mode, if that is what Link is doing. */
  const repairing = useRef<string | undefined>(undefined);

  const finish = useCallback((message: string | null) => {
    setToken(null);
    setBusy(false);
    setError(message);
    setErrorReplacesPage(false);
  }, []);

  const onSuccess = useCallback(
    async (publicToken: string, metadata: PlaidLinkOnSuccessMetadata) => {
      try {
        const exchange = await financialStore.getState().addAccounts({
          public_token: publicToken,
          institution_id: metadata.institution?.institution_id ?? '',
          institution_name: metadata.institution?.name ?? '',
          link_session_id: metadata.link_session_id,
          accounts: metadata.accounts.map(({ id, name, type, subtype, mask }) => ({ id, name, type, subtype, mask })),
        });
        onLinkedRef.current(exchange);
      } catch (failure) {
        const repaired = repairing.current ? await repairedMeanwhile(failure, repairing.current) : null;
        if (!repaired) {
          finish(serverMessageOf(failure) ?? LINK_ERRORS.exchange);
          return;
        }
        onLinkedRef.current(repaired);
      }
      try {
        await updateAccountsLinked(true);
        finish(null);
      } catch (failure) {
        finish(failure instanceof Error ? failure.message : String(failure));
      }
    },
    [finish, updateAccountsLinked],
  );

  const {
    open,
    ready,
    error: scriptError,
  } = usePlaidLink({
    token,
    onSuccess: (publicToken, metadata) =>
      publicToken ? void onSuccess(publicToken, metadata) : finish(LINK_ERRORS.exchange),
    onExit: () => finish(null),
  });

  // Link opens once per handler. A new token makes a new handler one render after the token arrives; until then the
  // hook still hands out the previous (destroyed) handler's open, which must not count as opening the new one.
  const openedWith = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!token || !ready || openedWith.current === open) return;
    openedWith.current = open;
    openLink(token, open);
  }, [token, ready, open]);

  // A token in hand and no Link script: nothing can open.
  const notLoaded = token !== null && (!scriptLoaded || scriptError !== null);
  useEffect(() => {
    if (notLoaded) console.error(`${LINK_ERRORS.notLoaded}: the Link script could not be loaded`);
  }, [notLoaded]);

  const start = useCallback(async (repairInstitutionId?: string) => {
    repairing.current = repairInstitutionId;
    setBusy(true);
    setError(null);
    setErrorReplacesPage(false);
    try {
      const response = await createLinkToken(repairInstitutionId);
      setToken(response.link_token);
    } catch (failure) {
      setBusy(false);
      setError(serverMessageOf(failure) ?? LINK_ERRORS.linkToken);
      setErrorReplacesPage(true);
    }
  }, []);

  if (notLoaded) return { busy: false, error: LINK_ERRORS.notLoaded, errorReplacesPage: false, start };
  return { busy, error, errorReplacesPage, start };
}

/**
 * After Link's update mode, Plaid's LOGIN_REPAIRED webhook can reach the server before the browser's exchange, which
 * then finds the connection working and refuses it as already linked (409). The repair is done all the same: that is
 * what the server's fresh accounts say.
 */
async function repairedMeanwhile(failure: unknown, institutionId: string): Promise<ExchangeResponse | null> {
  if (!(failure instanceof ApiError) || failure.status !== 409) return null;
  await financialStore.getState().fetchAccounts();
  const accounts = financialStore.getState().accounts.filter((account) => account.institution_id === institutionId);
  if (accounts.length === 0 || accounts.some((account) => account.item_status !== 'good')) return null;
  const first = accounts[0]!;
  return { item_id: first.item_id, institution_id: institutionId, institution_name: first.institution_name, accounts };
}
