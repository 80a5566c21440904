import type { TestPortal } from './testApp.js';

/** `POST /rimm-server/{entity}/search` as a signed-in client sends it: the status and the parsed answer. */
export async function referenceSearch(portal: TestPortal, entity: string, body: unknown) {
  const response = await portal.inject({
    method: 'POST',
    url: `/rimm-server/${entity}/search`,
    payload: body as object,
  });
  return { status: response.statusCode, body: response.json() };
}

/** The codes of a search answer's records, in the order given. */
export const resultCodes = (body: { resultList: { code: string }[] }) =>
  body.resultList.map((record) => record.code);
