import { fetchIdToken, NoIdTokenError } from '../session/id-token';
import { getApiBaseUrl } from './api-base-url';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: ApiMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Repeated keys for lists; undefined values are left out. */
  query?: Record<string, string | string[] | undefined>;
  /** More request headers (e.g. If-None-Match for a conditional request). */
  headers?: Record<string, string>;
  /** Cancels the request (fetch's signal): an aborted request rejects with the signal's AbortError. */
  signal?: AbortSignal;
}

/** The signal alone, for the data modules' requests: whoever started a request may cancel it. */
export type RequestSignal = Pick<ApiRequestOptions, 'signal'>;

/** A response read as a whole: its status (a 304 Not Modified is a response, not an error), headers and parsed body. */
export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** A request the API answered with an error status. The message is the server's own when it gave one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;

  constructor(status: number, statusText: string, body: unknown) {
    const serverMessage = messageOf(body);
    super(serverMessage ?? `The request failed: ${status}${statusText ? ` ${statusText}` : ''}`);
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}

function fieldOf(body: unknown, key: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function messageOf(body: unknown): string | undefined {
  return fieldOf(body, 'message');
}

/** The server's own message for a failed request, if it gave one; callers fall back to their own text. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? messageOf(error.body) : undefined;
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  const search = params.toString();
  return `${getApiBaseUrl()}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

function send(url: string, options: ApiRequestOptions, idToken: string): Promise<Response> {
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    Authorization: `Bearer ${idToken}`,
  };
  const init: RequestInit = { method: options.method ?? 'GET', headers, credentials: 'include' };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;
  return fetch(url, init);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The one way every app calls the API: the configured host, cookies included, the ID token as
 * bearer. A 401 means the token went stale between reading and sending, so the session is fetched again (forced) and
 * the request is sent once more; a second 401 is the response. Resolves to the response's body.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return (await apiResponse<T>(path, options)).body;
}

/** apiRequest, resolving to the status and headers too: for conditional requests (ETag, 304). */
export async function apiResponse<T>(path: string, options: ApiRequestOptions = {}): Promise<ApiResponse<T>> {
  const url = buildUrl(path, options.query);
  const token = await fetchIdToken();
  if (!token) throw new NoIdTokenError();
  // Cancelled while the token was read: nothing is sent.
  options.signal?.throwIfAborted();
  let response = await send(url, options, token.jwt);
  if (response.status === 401) {
    const renewed = await fetchIdToken({ forceRefresh: true }).catch(() => null);
    if (renewed) response = await send(url, options, renewed.jwt);
  }
  const body = await readBody(response);
  if (!response.ok && response.status !== 304) {
    // HTTP/2 carries no status text; the API's {error} field holds it.
    throw new ApiError(response.status, response.statusText || fieldOf(body, 'error') || String(response.status), body);
  }
  return { status: response.status, headers: response.headers, body: body as T };
}
