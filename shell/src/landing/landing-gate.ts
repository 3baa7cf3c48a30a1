/** Set on <html> by the gate when the prerendered landing page must not show; the app lifts it when it takes over. */
export const LANDING_HIDDEN_ATTRIBUTE = 'data-landing-hidden';

/**
 * Inline in the <head> of index.html (the page of `/`, whose #root holds the prerendered landing page), it runs before
 * the body is parsed, so the landing page is never painted for a person who is not a signed-out visitor: one whose
 * browser keeps a session (Amplify's `...LastAuthUser` key, the same sign the session reads in identity-loader.ts) or
 * who is coming back from the hosted sign-in (`code` or `error` in the address). Unreadable storage counts as a
 * session. Plain ES5, as written into the page; the page's Content-Security-Policy allows it by its hash.
 */
export const LANDING_GATE_SCRIPT =
  '(function(root){try{var query=new URLSearchParams(location.search);' +
  "if(!query.has('code')&&!query.has('error')&&!Object.keys(localStorage).some(function(key){" +
  'return /^CognitoIdentityServiceProvider\\..+\\.LastAuthUser$/.test(key)}))return}catch(error){}' +
  `root.setAttribute('${LANDING_HIDDEN_ATTRIBUTE}','')})(document.documentElement)`;

/** Hides the prerendered markup while the gate's attribute is set. */
export const LANDING_GATE_STYLE = `html[${LANDING_HIDDEN_ATTRIBUTE}] #root{display:none}`;
