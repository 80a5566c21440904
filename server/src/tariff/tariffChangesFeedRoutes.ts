import {
  ATOM_MEDIA_TYPE,
  SERVER_PATHS,
  TARIFF_CHANGES_FEED_PARAMS,
  tariffChangesScopeOf,
  type TariffChangesFeedParams,
} from '@tsw/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TypedApp } from '../http/typedApp.js';
import type { HsStructure } from './hsStructure.js';
import type { TariffChangesFeedFile, TariffChangesFeeds } from './tariffChangesFeeds.js';
import { refusal, unknownScope } from './tariffChangesRoutes.js';

/** Whether the reader's copy is the feed as it is now: its ETag, else (without one) its date. */
function readerHasIt(request: FastifyRequest, feed: TariffChangesFeedFile): boolean {
  const tags = request.headers['if-none-match'];
  if (tags !== undefined) return tags.split(/\s*,\s*/).some((tag) => tag === feed.etag || tag === '*');
  const since = request.headers['if-modified-since'];
  if (since === undefined) return false;
  const date = Date.parse(since);
  return !Number.isNaN(date) && feed.lastModified.getTime() <= date;
}

/**
 * The public Atom feeds of the tariff's changes (issue 46, part 5): `/{lang}` for the whole tariff,
 * `/{lang}/{scope}` for a chapter, a heading or a line. No sign-in, since a feed reader has none; a scope
 * that is not a code is refused (400), one that names nothing is 404, with the changes service's codes.
 * Revalidated by ETag and Last-Modified, so that readers polling them download a feed again only when the
 * tariff or the SROs changed. Documents a reader polls, as the sitemap is: not in the OpenAPI document,
 * whose public operations are the API's (docs/feeds.md describes them).
 */
export function registerTariffChangesFeedRoutes(
  app: TypedApp,
  options: {
    structure: HsStructure;
    feeds: TariffChangesFeeds;
    /** Every code the tariff has had: a scope under none of them names nothing. */
    allLines: () => Promise<readonly { code: string }[]>;
  },
): void {
  const answer = async (request: FastifyRequest, reply: FastifyReply, params: TariffChangesFeedParams) => {
    const scope = tariffChangesScopeOf(params.scope);
    if (!scope.ok) return reply.status(400).send(refusal(400, scope.problem));
    const unknown = unknownScope(scope.value, options.structure, [await options.allLines()]);
    if (unknown) return reply.status(404).send(refusal(404, unknown));
    const feed = await options.feeds.feedOf(scope.value, params.lang);
    reply
      .header('Cache-Control', 'public, max-age=0, must-revalidate')
      .header('ETag', feed.etag)
      .header('Last-Modified', feed.lastModified.toUTCString());
    if (readerHasIt(request, feed)) return reply.status(304).send();
    return reply.type(`${ATOM_MEDIA_TYPE}; charset=utf-8`).send(feed.xml);
  };
  const config = { access: 'public' } as const;
  const schema = { hide: true, params: TARIFF_CHANGES_FEED_PARAMS };
  app.get(`${SERVER_PATHS.tariffChangesFeeds}/:lang`, { config, schema }, (request, reply) =>
    answer(request, reply, request.params),
  );
  app.get(`${SERVER_PATHS.tariffChangesFeeds}/:lang/:scope`, { config, schema }, (request, reply) =>
    answer(request, reply, request.params),
  );
}
