import { tariffChangesFeedPath, type IsoDate, type Language } from '@tsw/domain';
import { parseFeed } from 'feedsmith';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceDataIfEmpty } from '../shippedData/firstStartLoad.js';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';

/** The day the sample next budget year (FY2027-28, from 2027-07-01) is still to come. */
const TODAY = '2026-11-29' as IsoDate;

describe('the Atom feeds of the tariff’s changes, on a first start’s data', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await openTestPortal({
      today: TODAY,
      prepare: (database, today) => loadReferenceDataIfEmpty(database, today, { real: true, sample: true }),
    });
  }, 180_000);
  afterAll(() => portal.close());

  /** A feed as a reader gets it: no sign-in. */
  const fetchFeed = (language: Language, scope = '', headers: Record<string, string> = {}) =>
    portal.app.inject({ url: tariffChangesFeedPath(language, scope), headers });

  /** A feed read by a real feed parser, which must find it Atom. */
  async function readFeed(language: Language, scope = '') {
    const response = await fetchFeed(language, scope);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const parsed = parseFeed(response.body);
    if (parsed.format !== 'atom') throw new Error(`not Atom: ${parsed.format}`);
    return parsed.feed;
  }

  it('gives the whole tariff’s change events, newest first: the sample next year, marked sample', async () => {
    const feed = await readFeed('en');
    expect(feed.title?.value).toBe('Tariff changes');
    expect(feed.xml?.lang).toBe('en');
    const entries = feed.entries ?? [];
    expect(entries.map((entry) => entry.title?.value)).toEqual([
      'Changes in force from 07/01/2027',
      'Changes in force from 07/01/2025',
    ]);
    const [next] = entries;
    expect(next?.id).toBe('tag:localhost,2026:tariff-changes/all/2027-07-01');
    expect(next?.links?.[0]?.href).toBe(
      'http://localhost:3000/en/tools/tariff-changes?from=2027-06-30&to=2027-07-01',
    );
    const summary = next?.summary?.value ?? '';
    // 399 lines' rates change (and a started line's): one event, never one entry per line.
    expect(summary).toContain('Lines with rates changed: 399');
    expect(summary).toContain('Lines started: 2');
    expect(summary).toContain('Lines ended: 1');
    expect(summary).toContain(
      'SROs in force: S.R.O. No. 96-Ain/2026/151-Customs, S.R.O. No. 97-Ain/2026/152-Customs',
    );
    expect(summary).toContain('Sample data, not an official tariff.');
    expect(Date.parse(next?.updated ?? '')).toBeGreaterThan(0);
    // The same entry on every reading.
    expect((await readFeed('en')).entries?.[0]?.id).toBe(next?.id);
  });

  it('is written in the feed’s language, Bengali and Arabic too', async () => {
    const bengali = await readFeed('bn', '85');
    expect(bengali.title?.value).toBe('শুল্কহারের পরিবর্তন: অধ্যায় 85');
    expect(bengali.entries?.[0]?.title?.value).toBe('০১/০৭/২০২৭ থেকে কার্যকর পরিবর্তন');
    expect(bengali.entries?.[0]?.summary?.value).toContain('চালু লাইন: ২। ');
    expect(bengali.entries?.[0]?.links?.[0]?.href).toContain('/bn/tools/tariff-changes?scope=85&');
    const arabic = await readFeed('ar', '85');
    expect(arabic.xml?.lang).toBe('ar');
    expect(arabic.entries?.[0]?.summary?.value).toContain('البنود المستحدثة');
  });

  it('gives a line’s, a heading’s and a chapter’s own events, with the SROs that cite their lines', async () => {
    const line = await readFeed('en', '85076010');
    expect(line.title?.value).toBe('Tariff changes: line 85076010');
    expect(line.entries).toHaveLength(1);
    expect(line.entries?.[0]?.summary?.value).toMatch(/Lines started: 1.*SROs in force: S\.R\.O\. No\. 96/);
    const heading = await readFeed('en', '0801');
    const cashew = heading.entries?.[0]?.summary?.value ?? '';
    expect(cashew).toContain('S.R.O. No. 97-Ain/2026/152-Customs');
    expect(cashew).not.toContain('S.R.O. No. 96');
    // Few rates: each is named, before and after.
    const chapter = await readFeed('en', '61');
    expect(chapter.entries?.[0]?.summary?.value).toContain('Lines with rates changed: 91');
    const shirt = await readFeed('en', '61091000');
    expect(shirt.entries?.[0]?.summary?.value).toContain('61091000 SD 30.00 → 20.00');
    // A line the next year leaves alone: only the real year's own text, after the sample year's.
    const horses = await readFeed('en', '01012100');
    expect(horses.entries?.map((entry) => entry.summary?.value)).toEqual([
      'Descriptions changed: 1. Sample data, not an official tariff.',
    ]);
  });

  it('refuses what is not a code, and answers 404 for a code that names nothing', async () => {
    const status = async (scope: string, language = 'en') =>
      (await portal.app.inject({ url: `/feeds/tariff-changes/${language}/${scope}` })).json<{
        code: string;
      }>().code;
    expect(await status('12a')).toBe('INVALID_CODE');
    expect(await status('123')).toBe('INVALID_CODE');
    expect(await status('77')).toBe('CHAPTER_NOT_FOUND');
    expect(await status('0199')).toBe('HEADING_NOT_FOUND');
    expect(await status('01019999')).toBe('LINE_NOT_FOUND');
    expect((await fetchFeed('en', '01019999')).statusCode).toBe(404);
    expect((await portal.app.inject({ url: '/feeds/tariff-changes/xx' })).statusCode).toBe(400);
    expect((await portal.app.inject({ url: '/feeds/tariff-changes/en/84/more' })).statusCode).toBe(404);
  });

  it('lets a reader revalidate: 304 for its ETag or its date, and the same validators each time', async () => {
    const first = await fetchFeed('en', '84');
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^".+"$/);
    expect(Date.parse(lastModified)).toBeLessThanOrEqual(Date.now());
    expect((await fetchFeed('en', '84')).headers.etag).toBe(etag);
    expect((await fetchFeed('en', '84', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await fetchFeed('en', '84', { 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect((await fetchFeed('en', '84', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    expect((await fetchFeed('bn', '84')).headers.etag).not.toBe(etag);
  });

  it('opens the changes service, by default, on the scope’s own latest change, the next year’s or before', async () => {
    const defaults = async (scope: string) => {
      const response = await portal.inject({ url: `/api/tariff/changes?scope=${scope}` });
      const { from, to } = response.json<{ from: string; to: string }>();
      return `${from} ${to}`;
    };
    expect(await defaults('')).toBe('2027-06-30 2027-07-01');
    expect(await defaults('61')).toBe('2027-06-30 2027-07-01');
    // Live animals: the next year leaves them alone; their last change is the real year's.
    expect(await defaults('01')).toBe('2025-06-30 2025-07-01');
  });

  it('leaves today’s tariff as it is: the next year is not in force before its day', async () => {
    const rates = async (date?: string) => {
      const query = date ? `?date=${date}` : '';
      const response = await portal.inject({ url: `/api/tariff/lines/61091000${query}` });
      expect(response.statusCode).toBe(200);
      return JSON.stringify(response.json());
    };
    const today = await rates();
    expect(today).toContain('"30.00"');
    expect(await rates('2027-07-01')).toContain('"20.00"');
  });
});
