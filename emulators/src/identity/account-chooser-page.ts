import type { User } from './identity-store';

export interface ChooserModel {
  requestId: string;
  users: User[];
  error?: string;
  values?: { email?: string; givenName?: string; familyName?: string };
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
  body { font-family: Roboto, Arial, sans-serif; background: #f0f4f9; margin: 0; }
  main { max-width: 420px; margin: 48px auto; background: #fff; border-radius: 24px; padding: 32px; }
  h1 { font-size: 24px; font-weight: 400; margin: 0 0 4px; }
  p.sub { color: #444; margin: 0 0 24px; }
  ul { list-style: none; padding: 0; margin: 0 0 24px; }
  li form button { width: 100%; text-align: left; background: none; border: 0; border-bottom: 1px solid #ddd;
    padding: 12px 4px; cursor: pointer; font-size: 14px; }
  li form button:hover { background: #f5f5f5; }
  .email { color: #555; display: block; }
  label { display: block; font-size: 14px; margin: 12px 0 4px; }
  input { width: 100%; box-sizing: border-box; padding: 10px; font-size: 16px; border: 1px solid #bbb; border-radius: 4px; }
  button.primary { margin-top: 20px; background: #0b57d0; color: #fff; border: 0; border-radius: 20px; padding: 10px 24px;
    font-size: 14px; cursor: pointer; }
  .error { color: #b3261e; margin: 12px 0; }
`;

/** The page that stands in for Google's account chooser: an account used before, or a new one. */
export function renderAccountChooser(model: ChooserModel): string {
  const request = `<input type="hidden" name="request_id" value="${escapeHtml(model.requestId)}">`;
  const known = model.users
    .map(
      (user) => `<li><form method="post" action="/oauth2/idpresponse">${request}
        <input type="hidden" name="username" value="${escapeHtml(user.username)}">
        <button type="submit">${escapeHtml(`${user.attributes.given_name ?? ''} ${user.attributes.family_name ?? ''}`.trim())}
        <span class="email">${escapeHtml(user.attributes.email ?? '')}</span></button></form></li>`,
    )
    .join('');
  const values = model.values ?? {};
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in - Google Accounts (local emulator)</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head>
<body><main>
<h1>Choose an account</h1>
<p class="sub">to continue to the app (local identity emulator standing in for Google)</p>
${known ? `<ul aria-label="Accounts used before">${known}</ul>` : ''}
<h2 style="font-size:16px;font-weight:500">Use another account</h2>
${model.error ? `<p class="error" role="alert">${escapeHtml(model.error)}</p>` : ''}
<form method="post" action="/oauth2/idpresponse">${request}
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(values.email ?? '')}">
  <label for="given_name">First name</label>
  <input id="given_name" name="given_name" autocomplete="given-name" required value="${escapeHtml(values.givenName ?? '')}">
  <label for="family_name">Last name</label>
  <input id="family_name" name="family_name" autocomplete="family-name" required value="${escapeHtml(values.familyName ?? '')}">
  <button class="primary" type="submit">Continue</button>
</form>
</main></body></html>`;
}

export function renderErrorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error</title><style>${STYLE}</style></head>
<body><main><h1>An error was encountered with the requested page.</h1><p class="error" role="alert">${escapeHtml(message)}</p></main></body></html>`;
}
