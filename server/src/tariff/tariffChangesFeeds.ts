import { createHash } from 'node:crypto';
import {
  atomFeedXml,
  formatCount,
  formatDate,
  formatRate,
  isoDateDayBefore,
  tariffChangesFeedPath,
  tariffChangesScreenPath,
  type AtomEntry,
  type Language,
  type PortalCountry,
  type TariffChangesScope,
} from '@tsw/domain';
import type { SqlExecutor } from '../database/database.js';
import type { ReferenceCache } from '../referenceService/referenceCache.js';
import type { TariffChangeEvent, TariffChangeEvents } from './tariffChangeEvents.js';
import { interpolate as feedLabel } from '../identity/pages/identityMessages.js';
import { portalNameIn } from '../identity/pages/identityPage.js';
import { TARIFF_CHANGES_FEED_LABELS, type TariffChangesFeedLabels } from './tariffChangesFeedLabels.js';

/** The limits of the feeds, declared once. */
export const TARIFF_CHANGES_FEED_LIMITS = {
  /** Entries in a feed: the newest change events; a reader keeps what it has already read. */
  entries: 50,
  /** An entry lists each rate changed when there are this many or fewer, else only counts them. */
  ratesListed: 10,
  /** Feeds kept drawn until the tariff or the SROs change: each scope and language asked. */
  feedsKept: 500,
} as const;

/** A feed as the route answers it: its text, and what a reader revalidates it by. */
export interface TariffChangesFeedFile {
  readonly xml: string;
  readonly etag: string;
  readonly lastModified: Date;
}

/** When the data that made a day a change came in, and whether it was the sample we ship. */
interface ImportOfDay {
  readonly validFrom: string;
  readonly importedAt: Date;
  readonly sample: boolean;
}

const FEED_ENTITIES = ['commodity', 'sro'];

function feedTitle(labels: TariffChangesFeedLabels, scope: TariffChangesScope): string {
  return scope.kind === 'tariff' ? labels.tariff : feedLabel(labels[scope.kind], { code: scope.digits });
}

function summaryOf(event: TariffChangeEvent, language: Language, sample: boolean): string {
  const labels = TARIFF_CHANGES_FEED_LABELS[language];
  const { started, ended, descriptions, rates } = event.changes;
  const counted: [string, number][] = [
    [labels.rates, new Set(rates.map((rate) => rate.code)).size],
    [labels.started, started.length],
    [labels.ended, ended.length],
    [labels.descriptions, descriptions.length],
  ];
  const parts = counted
    .filter(([, count]) => count > 0)
    .map(([label, count]) => feedLabel(label, { count: formatCount(count, language) }));
  const listed = (sros: TariffChangeEvent['srosStarted']) => sros.map((sro) => sro.sroNumber).join(', ');
  if (event.srosStarted.length > 0)
    parts.push(feedLabel(labels.srosStarted, { list: listed(event.srosStarted) }));
  if (event.srosEnded.length > 0) parts.push(feedLabel(labels.srosEnded, { list: listed(event.srosEnded) }));
  if (rates.length > 0 && rates.length <= TARIFF_CHANGES_FEED_LIMITS.ratesListed) {
    const each = rates.map(
      (rate) =>
        `${rate.code} ${rate.tax} ${formatRate(rate.before, language)} → ${formatRate(rate.after, language)}`,
    );
    parts.push(each.join(', '));
  }
  const codes = [...started, ...ended].map((line) => line.code);
  if (codes.length > 0 && codes.length <= TARIFF_CHANGES_FEED_LIMITS.ratesListed)
    parts.push(codes.join(', '));
  if (sample) parts.push(labels.sample);
  return parts.join(labels.separator);
}

/**
 * The public Atom feeds of the tariff's changes (issue 46, part 5): one entry per change event of the
 * scope, in the feed's language, linking to the changes screen on that day and scope. Each feed is drawn
 * once and kept until the tariff or the SROs change (their versions in the reference cache), so that a
 * reader's revalidation costs a lookup.
 */
export class TariffChangesFeeds {
  private readonly kept = new Map<string, TariffChangesFeedFile>();
  private keptFor = '';

  constructor(
    private readonly options: {
      readonly events: TariffChangeEvents;
      readonly cache: ReferenceCache;
      readonly database: SqlExecutor;
      /** The portal's address, before every link and in every id. */
      readonly publicUrl: string;
      /** The feed's author is the portal, named after its country. */
      readonly country: PortalCountry;
    },
  ) {}

  async feedOf(scope: TariffChangesScope, language: Language): Promise<TariffChangesFeedFile> {
    const versions = FEED_ENTITIES.map((entity) => this.options.cache.versionOf(entity)).join(' ');
    if (versions !== this.keptFor) {
      this.kept.clear();
      this.keptFor = versions;
    }
    const key = `${language} ${scope.digits}`;
    let feed = this.kept.get(key);
    if (!feed) {
      feed = await this.drawn(scope, language);
      if (this.kept.size >= TARIFF_CHANGES_FEED_LIMITS.feedsKept) {
        const oldest = this.kept.keys().next();
        if (!oldest.done) this.kept.delete(oldest.value);
      }
      this.kept.set(key, feed);
    }
    return feed;
  }

  /** Each day's latest import of the tariff or the SROs, in date order. */
  private async importsByDay(): Promise<ImportOfDay[]> {
    const rows = await this.options.database.query<{
      valid_from: string;
      imported_at: Date | string;
      sample: boolean;
    }>(
      `select valid_from::text as valid_from, max(imported_at) as imported_at, bool_or(sample) as sample
         from reference_import where entity = any($1::text[]) group by valid_from order by valid_from`,
      [FEED_ENTITIES],
    );
    return rows.map((row) => ({
      validFrom: row.valid_from,
      importedAt: new Date(row.imported_at),
      sample: row.sample,
    }));
  }

  private async drawn(scope: TariffChangesScope, language: Language): Promise<TariffChangesFeedFile> {
    const labels = TARIFF_CHANGES_FEED_LABELS[language];
    const events = await this.options.events.of(scope.digits, TARIFF_CHANGES_FEED_LIMITS.entries);
    const imports = await this.importsByDay();
    const site = this.options.publicUrl.replace(/\/+$/, '');
    const host = new URL(site).hostname;
    const idOf = (...parts: string[]) =>
      `tag:${host},2026:tariff-changes/${[scope.digits || 'all', ...parts].join('/')}`;
    // An entry is as new as the import that made its day a change: the latest on or before that day. It
    // is sample data when that import or the one before it (what it is compared with) was.
    const entries: AtomEntry[] = events.map((event) => {
      const earlier = imports.filter((found) => found.validFrom <= event.date);
      const made = earlier.at(-1);
      const sample = earlier.slice(-2).some((found) => found.sample);
      return {
        id: idOf(event.date),
        title: feedLabel(labels.entryTitle, { date: formatDate(event.date, language) }),
        updated: (made?.importedAt ?? new Date(0)).toISOString(),
        summary: summaryOf(event, language, sample),
        href:
          site +
          tariffChangesScreenPath(language, {
            scope: scope.digits,
            from: isoDateDayBefore(event.date),
            to: event.date,
          }),
      };
    });
    const newest = Math.max(0, ...imports.map((found) => found.importedAt.getTime()));
    // Whole seconds: an HTTP date has no finer ones, and a reader's If-Modified-Since must compare equal.
    const lastModified = new Date(Math.floor(newest / 1000) * 1000);
    const xml = atomFeedXml({
      id: idOf(language),
      language,
      title: feedTitle(labels, scope),
      subtitle: labels.subtitle,
      author: portalNameIn(language, this.options.country),
      updated: lastModified.toISOString(),
      selfHref: site + tariffChangesFeedPath(language, scope.digits),
      pageHref: site + tariffChangesScreenPath(language, { scope: scope.digits }),
      entries,
    });
    const etag = `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`;
    return { xml, etag, lastModified };
  }
}
