import { expect, type APIResponse, type Page } from '@playwright/test';
import { storedIdToken } from '../support/stored-tokens';

export const API_URL = 'http://localhost:4000';

function claims(jwt: string): { exp: number; preferred_username?: string } {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as {
    exp: number;
    preferred_username?: string;
  };
}

/**
 * The signed-in person's ID token with a few seconds to live (minMs). The e2e stack's tokens live 30 s, and the app
 * renews one only once it has expired: a token about to expire is waited out, then a reload makes the app renew it.
 */
export async function freshIdToken(page: Page, minMs = 5_000): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const jwt = await storedIdToken(page);
    const left = jwt ? claims(jwt).exp * 1000 - Date.now() : 0;
    if (jwt && left > minMs) return jwt;
    if (left > 0) await page.waitForTimeout(left + 1_000);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  throw new Error('The app did not renew the ID token');
}

/** The signed-in person's user_id, from their ID token. */
export function userIdOf(jwt: string): string {
  const id = claims(jwt).preferred_username;
  if (!id) throw new Error('The ID token carries no preferred_username yet');
  return id;
}

/**
 * A call to the API as the signed-in person, failing the test on an error status; with allowFailure, a 502 (the
 * provider did not answer in time) gives null instead.
 */
export async function callApi(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  options: { body?: unknown; query?: Record<string, string | string[]> } = {},
  { allowFailure = false } = {},
): Promise<unknown> {
  const jwt = await freshIdToken(page);
  const url = new URL(path, API_URL);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, item);
  }
  const response: APIResponse = await page.request.fetch(url.toString(), {
    method,
    headers: {
      Authorization: `Bearer ${jwt}`,
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    data: options.body === undefined ? undefined : JSON.stringify(options.body),
    timeout: 10 * 60_000,
  });
  // 502: the provider did not answer in time; 503: the sync outlasted its wait and goes on. Either may be asked again.
  if (allowFailure && (response.status() === 502 || response.status() === 503)) return null;
  expect(response.ok(), `${method} ${path}: HTTP ${response.status()} ${await response.text().catch(() => '')}`).toBe(
    true,
  );
  return response.json();
}
