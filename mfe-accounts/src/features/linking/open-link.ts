/**
 * Opens Link, unless there is no link token: then there is nothing to open, which is worth a warning (a caller
 * opened too early) but not an error for the person.
 */
export function openLink(token: string | null, open: () => void): boolean {
  if (!token) {
    console.warn('Plaid Link was asked to open without a link token; nothing to open.');
    return false;
  }
  open();
  return true;
}
