import { manifestRetryPlugin } from './manifest-retry-plugin';

/** A fetch response (jsdom has no Response) with a body that parses as JSON, or not. */
function fakeResponse(status: number, body: string): Response {
  const response = {
    ok: status >= 200 && status < 300,
    status,
    json: () => Promise.resolve().then(() => JSON.parse(body) as unknown),
    clone: () => response,
  };
  return response as unknown as Response;
}

const MANIFEST = 'http://localhost:3004/mf-manifest.json';
const fetchManifest = (plugin: ReturnType<typeof manifestRetryPlugin>) =>
  (plugin.fetch as (url: string, init: RequestInit) => Promise<Response>)(MANIFEST, { method: 'GET' });

describe('manifestRetryPlugin', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('tries a failed manifest request again, and resolves with the first good one', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(fakeResponse(502, 'Bad Gateway'))
      .mockResolvedValueOnce(fakeResponse(200, '{"name":"placeholders"}'));
    const response = await fetchManifest(manifestRetryPlugin({ retries: 2, delayMs: 0 }));
    expect(response.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock).toHaveBeenLastCalledWith(MANIFEST, { method: 'GET' });
  });

  it('tries a body that is not JSON (a half-deployed file) again', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(200, '<html>')).mockResolvedValueOnce(fakeResponse(200, '{}'));
    await expect(fetchManifest(manifestRetryPlugin({ retries: 2, delayMs: 0 }))).resolves.toMatchObject({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after its retries with the last failure, waiting between attempts', async () => {
    jest.useFakeTimers();
    try {
      fetchMock.mockResolvedValue(fakeResponse(503, 'Service Unavailable'));
      const result = fetchManifest(manifestRetryPlugin({ retries: 2, delayMs: 300 }));
      const settled = result.catch((error: unknown) => error);
      await jest.advanceTimersByTimeAsync(299);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(300);
      expect(fetchMock).toHaveBeenCalledTimes(3);
      expect(await settled).toEqual(new Error(`${MANIFEST} answered 503`));
    } finally {
      jest.useRealTimers();
    }
  });
});
