import { DATA_SETS_ANSWER, keysToCamelCase } from '@tsw/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiFetchFile, retryAfterSecondsOf } from './apiFetch';
import { onApiRefusal, type ApiRefusal } from './apiRefusals';

/** The server's answer, as fetch would give it. */
function answering(status: number, body: unknown) {
  vi.stubGlobal('fetch', async () => Response.json(body, { status }));
}

const DATA_SETS = {
  sampleData: true,
  dataSets: [
    {
      entity: 'currency',
      source: 'sample',
      validFrom: '2025-07-01',
      rowCount: 3,
      sample: true,
      importedAt: '2025-07-01 10:00:00+00',
    },
  ],
};

describe('apiFetch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gives the answer when it has the shape the route declares', async () => {
    answering(200, DATA_SETS);
    await expect(apiFetch('/api/data-sets', DATA_SETS_ANSWER, { accessToken: null })).resolves.toEqual(
      DATA_SETS,
    );
  });

  it('refuses an answer of another shape as UNEXPECTED_ANSWER', async () => {
    answering(200, { ...DATA_SETS, dataSets: [{ entity: 'currency' }] });
    const failure = await apiFetch('/api/data-sets', DATA_SETS_ANSWER, { accessToken: null }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 200, code: 'UNEXPECTED_ANSWER', problems: [] });
  });

  it('gives an error answer its code and field problems, unchecked', async () => {
    const problems = [{ path: 'q', code: 'TOO_SHORT' }];
    answering(400, { code: 'INVALID_REQUEST', problems });
    await expect(apiFetch('/api/data-sets', DATA_SETS_ANSWER, { accessToken: null })).rejects.toMatchObject({
      status: 400,
      code: 'INVALID_REQUEST',
      problems,
    });
  });

  it("sends a service's headers, credentials and the token, and reads the answer before checking it", async () => {
    const sent: RequestInit[] = [];
    vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
      sent.push(init);
      return Response.json({ sample_data: true, data_sets: [] });
    });
    const answer = await apiFetch('/service/', DATA_SETS_ANSWER, {
      accessToken: 'token',
      headers: { country: 'bd', 'Cache-Control': 'no-cache' },
      credentials: 'include',
      readAnswer: keysToCamelCase,
    });
    expect(answer).toEqual({ sampleData: true, dataSets: [] });
    expect(sent[0]).toMatchObject({
      credentials: 'include',
      headers: { country: 'bd', 'Cache-Control': 'no-cache', Authorization: 'Bearer token' },
    });
  });

  it('refuses an answer its reader cannot take as UNEXPECTED_ANSWER', async () => {
    answering(200, { sample_data: true, sampleData: true, data_sets: [] });
    await expect(
      apiFetch('/service/', DATA_SETS_ANSWER, { accessToken: null, readAnswer: keysToCamelCase }),
    ).rejects.toMatchObject({ code: 'UNEXPECTED_ANSWER' });
  });

  it('gives up after the timeout with SERVICE_TIMEOUT', async () => {
    vi.stubGlobal(
      'fetch',
      (_path: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
        ),
    );
    await expect(
      apiFetch('/service/', DATA_SETS_ANSWER, { accessToken: null, timeoutMs: 20 }),
    ).rejects.toMatchObject({ status: 0, code: 'SERVICE_TIMEOUT' });
  });

  it('reads the wait of a 429 from Retry-After, and announces the refusal to the frame', async () => {
    const heard: ApiRefusal[] = [];
    const stop = onApiRefusal((refusal) => heard.push(refusal));
    vi.stubGlobal('fetch', async () =>
      Response.json(
        { statusCode: 429, code: 'RATE_LIMITED', problems: [{ path: 'request', code: 'RATE_LIMITED' }] },
        { status: 429, headers: { 'Retry-After': '42' } },
      ),
    );
    await expect(apiFetch('/api/data-sets', DATA_SETS_ANSWER, { accessToken: null })).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      retryAfterSeconds: 42,
    });
    // A file asked for (a print) is refused the same way.
    await expect(apiFetchFile('/api/print', 'text/csv', { accessToken: null })).rejects.toMatchObject({
      retryAfterSeconds: 42,
    });
    stop();
    expect(heard).toEqual([
      { kind: 'rateLimited', retryAfterSeconds: 42 },
      { kind: 'rateLimited', retryAfterSeconds: 42 },
    ]);
  });

  it("takes a proxy's 429 without a problem as RATE_LIMITED", async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>slow down</html>', { status: 429 }));
    await expect(apiFetch('/api/data-sets', DATA_SETS_ANSWER, { accessToken: null })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: undefined,
    });
  });

  it('announces a token refused as revoked, and no other refusal', async () => {
    const heard: ApiRefusal[] = [];
    const stop = onApiRefusal((refusal) => heard.push(refusal));
    for (const code of ['TOKEN_EXPIRED', 'TOKEN_REVOKED']) {
      answering(401, { statusCode: 401, code });
      await apiFetch('/api/account', DATA_SETS_ANSWER, { accessToken: 'token' }).catch(() => undefined);
    }
    answering(403, { statusCode: 403, code: 'FORBIDDEN' });
    await apiFetch('/api/account', DATA_SETS_ANSWER, { accessToken: 'token' }).catch(() => undefined);
    stop();
    expect(heard).toEqual([{ kind: 'sessionRevoked' }]);
  });
});

describe('retryAfterSecondsOf', () => {
  it('reads seconds or an HTTP date, at least 1, and nothing from a header it cannot read', () => {
    const now = Date.parse('2026-11-27T06:00:00Z');
    expect(retryAfterSecondsOf('120', now)).toBe(120);
    expect(retryAfterSecondsOf('0', now)).toBe(1);
    expect(retryAfterSecondsOf('Fri, 27 Nov 2026 06:00:30 GMT', now)).toBe(30);
    expect(retryAfterSecondsOf('Fri, 27 Nov 2026 05:00:00 GMT', now)).toBe(1);
    expect(retryAfterSecondsOf('soon', now)).toBeUndefined();
    expect(retryAfterSecondsOf(null, now)).toBeUndefined();
  });
});
