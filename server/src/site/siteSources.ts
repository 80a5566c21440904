import {
  entityDefinition,
  isoDateDayBefore,
  rateDifferences,
  type DataSets,
  type IsoDate,
  type ReferenceRecord,
  type SiteExchangeRate,
  type SitePortal,
  type SiteSource,
} from '@tsw/domain';
import type { ContentCache } from '../content/contentCache.js';
import type { ReferenceCache } from '../referenceService/referenceCache.js';

const RATES_ENTITY = 'exchangeRate';

/** What the site is generated from, and the key that moves whenever any of it may have changed. */
export interface SiteInputs {
  readonly key: string;
  readonly source: SiteSource;
}

function textOf(record: ReferenceRecord, field: string): string | null {
  const value = record[field];
  return typeof value === 'string' ? value : null;
}

/** The customs rates in force on a day with their change from the day before (as the rates tool shows). */
async function exchangeRatesOn(cache: ReferenceCache, date: IsoDate): Promise<SiteExchangeRate[]> {
  const definition = entityDefinition(RATES_ENTITY);
  if (!definition) return [];
  const index = await cache.entityIndex(definition);
  const dated = (records: ReferenceRecord[]) =>
    records.map((record) => ({
      code: textOf(record, 'code') ?? '',
      rate: textOf(record, 'rate'),
      validToDate: textOf(record, 'validToDate'),
      record,
    }));
  const today = dated(index.recordsValidOn(date));
  const differences = rateDifferences(date, today, dated(index.recordsValidOn(isoDateDayBefore(date))));
  return today.map(({ code, rate, record }) => ({
    code,
    description: textOf(record, 'description'),
    descriptionTranslated: textOf(record, 'descriptionTranslated'),
    rate,
    validFromDate: textOf(record, 'validFromDate'),
    validToDate: textOf(record, 'validToDate'),
    difference: differences.get(code) ?? null,
  }));
}

/**
 * The site's inputs now: the published content, today's customs rates, the data sets in force and the
 * portal's configuration. Its key is cheap to compare (versions and the date), so that a timer can ask
 * often.
 */
export function siteInputs(options: {
  content: ContentCache;
  reference: ReferenceCache;
  /** The data set in force in each reference table on a day (what `GET /api/data-sets` answers). */
  dataSets: (date: IsoDate) => Promise<DataSets>;
  today: () => IsoDate;
  portal: SitePortal;
}): { key(): Promise<string>; read(): Promise<SiteInputs> } {
  const keyOf = (contentVersion: string, today: IsoDate) =>
    [contentVersion, options.reference.versionsKey(), today].join(' ');
  return {
    key: async () => keyOf((await options.content.published()).version, options.today()),
    async read() {
      const today = options.today();
      const content = await options.content.published();
      const exchangeRates = await exchangeRatesOn(options.reference, today);
      const dataSets = await options.dataSets(today);
      return {
        key: keyOf(content.version, today),
        source: {
          today,
          portal: options.portal,
          items: (kind) => content.items(kind),
          search: (kind, query) => content.search(kind, query),
          view: (item, language) => content.publicView(item, language),
          exchangeRates,
          dataSets,
        },
      };
    },
  };
}
