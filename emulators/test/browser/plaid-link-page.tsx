/* A test page using react-plaid-link 5.0.0 unchanged, inside React StrictMode, as the accounts remote does. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { usePlaidLink } from 'react-plaid-link';

interface Results {
  events: Array<{ name: string; metadata: Record<string, unknown> }>;
  successes: Array<{ publicToken: string | null; metadata: Record<string, unknown> }>;
  exits: Array<{ error: unknown; metadata: Record<string, unknown> }>;
}

const results: Results = { events: [], successes: [], exits: [] };
(window as unknown as { __results: Results }).__results = results;

function ConnectButton() {
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const { open, ready } = usePlaidLink({
    token,
    onSuccess: (publicToken, metadata) => {
      results.successes.push({ publicToken, metadata: metadata as unknown as Record<string, unknown> });
    },
    onExit: (error, metadata) => {
      results.exits.push({ error, metadata: metadata as unknown as Record<string, unknown> });
    },
    onEvent: (name, metadata) => {
      results.events.push({ name, metadata: metadata as unknown as Record<string, unknown> });
    },
  });
  return (
    <button type="button" disabled={!ready} onClick={() => open()}>
      Connect a bank
    </button>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConnectButton />
  </StrictMode>,
);
