import { RuntimeConfigError, getRuntimeConfig, loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';
import { localRuntimeConfig } from '../testing/runtime-config-fixture';

const valid = localRuntimeConfig;

function jsonResponse(body: unknown, status = 200): Response {
  return {
    ok: status < 400,
    status,
    statusText: status === 200 ? 'OK' : 'Not Found',
    json: async () => body,
  } as Response;
}

describe('parseRuntimeConfig', () => {
  it('accepts a complete document', () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
  });

  it('accepts a document without the insights remote (not deployed): no entry for it', () => {
    const { insights: _insights, ...required } = valid.remotes;
    expect(parseRuntimeConfig({ ...valid, remotes: required }).remotes).toEqual(required);
    expect(parseRuntimeConfig({ ...valid, remotes: { ...required, insights: null } }).remotes).toEqual(required);
  });

  it.each([
    ['not an object', [], 'the document must be a JSON object'],
    ['a missing apiUrl', { ...valid, apiUrl: undefined }, 'apiUrl must be a non-empty string'],
    ['a non-http apiUrl', { ...valid, apiUrl: 'ftp://x' }, 'apiUrl must be an http(s) URL, got "ftp://x"'],
    [
      'a missing remote',
      { ...valid, remotes: { ...valid.remotes, placeholders: '' } },
      'remotes.placeholders must be a non-empty string',
    ],
    [
      'a malformed remote',
      { ...valid, remotes: { ...valid.remotes, auth: 'not a url' } },
      'remotes.auth must be an http(s) URL',
    ],
    [
      'a malformed optional remote',
      { ...valid, remotes: { ...valid.remotes, insights: 'ftp://cdn/mf-manifest.json' } },
      'remotes.insights must be an http(s) URL, got "ftp://cdn/mf-manifest.json"',
    ],
    [
      'bad scopes',
      { ...valid, identity: { ...valid.identity, scopes: 'email' } },
      'identity.scopes must be a list of strings',
    ],
    [
      'a missing pool id',
      { ...valid, identity: { ...valid.identity, userPoolId: 3 } },
      'identity.userPoolId must be a non-empty string',
    ],
  ])('rejects %s with a message naming the field', (_case, document, message) => {
    expect(() => parseRuntimeConfig(document)).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig(document)).toThrow(message);
  });
});

describe('loadRuntimeConfig', () => {
  it('fetches /runtime-config.json once and shares the response', async () => {
    const fetchImpl = jest.fn(async () => jsonResponse(valid));
    const [first, second] = await Promise.all([loadRuntimeConfig(fetchImpl), loadRuntimeConfig(fetchImpl)]);
    expect(first).toEqual(valid);
    expect(second).toBe(first);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-store' });
    expect(getRuntimeConfig()).toEqual(valid);
  });
});

describe('loadRuntimeConfig failures', () => {
  beforeEach(() => jest.resetModules());

  it('reports the HTTP status and lets a later call try again', async () => {
    const fresh = await import('./runtime-config');
    const failing = jest.fn(async () => jsonResponse({}, 404));
    await expect(fresh.loadRuntimeConfig(failing)).rejects.toThrow(
      'Could not load /runtime-config.json: 404 Not Found',
    );
    expect(() => fresh.getRuntimeConfig()).toThrow('Runtime config used before it was loaded');
    await expect(fresh.loadRuntimeConfig(async () => jsonResponse(valid))).resolves.toEqual(valid);
  });
});
