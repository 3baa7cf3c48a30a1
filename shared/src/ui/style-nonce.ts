/**
 * The nonce of this page load's Content-Security-Policy for run-time styles: the shell's server puts it in
 * `<meta property="csp-nonce">` (where styled-components reads it too). A `<style>` element added at run time must carry
 * it: webpack's `__webpack_nonce__`, @hello-pangea/dnd's `nonce` prop. Undefined where no server set one (dev, tests).
 */
export function styleNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.head.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') || undefined;
}
