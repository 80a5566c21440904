import { prerender } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router';
import { loadTranslation } from '../shared/i18n/i18n';
import { LANGUAGE_CODES } from '../shared/i18n/languages';

// The generator draws pages in every language: every translation is loaded before the first.
await Promise.all(LANGUAGE_CODES.map((language) => loadTranslation(language)));

/** The server build's own export: how the portal server generates the information site from it. */
export { createSiteRenderer } from './site/siteRenderer';

/** A page that has not finished drawing by then is drawn with what it has (its error boundaries). */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Draws one page to static HTML for the site generator (nothing renders per visitor: the portal serves
 * the generated files). React's static prerender waits for everything, so the file reads whole without
 * script.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode;
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    onError(error) {
      // The generator keeps no page that failed to draw; this says why.
      status = 500;
      console.error(error);
    },
  });
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(prelude, { headers: responseHeaders, status });
}
