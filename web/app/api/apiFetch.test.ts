import { DATA_SETS_ANSWER } from '@tsw/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './apiFetch';

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
});
