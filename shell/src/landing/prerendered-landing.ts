import { LANDING_HIDDEN_ATTRIBUTE } from './landing-gate';

/**
 * Whether #root holds the prerendered landing page (index.html's, the page of `/`) and the gate let this visitor see
 * it: the app then hydrates it. Otherwise any prerendered markup is dropped and the gate's hiding lifted, so that the
 * app renders into an empty #root, as on every other address.
 */
export function takePrerenderedLanding(container: HTMLElement): boolean {
  const page = document.documentElement;
  if (container.hasChildNodes() && !page.hasAttribute(LANDING_HIDDEN_ATTRIBUTE)) return true;
  container.replaceChildren();
  page.removeAttribute(LANDING_HIDDEN_ATTRIBUTE);
  return false;
}
