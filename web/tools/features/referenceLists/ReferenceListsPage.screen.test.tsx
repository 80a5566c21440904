import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate, isoDateAt, type IsoDate } from '@tsw/domain';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { renderScreen } from '../../testing/renderScreen';
import { ReferenceListsPage } from './ReferenceListsPage';

const PATH = '/en/tools/reference-lists';
/** A date in the fixtures' earlier tariff period (three lines in force, four today). */
const PAST_DATE = '2025-06-30' as IsoDate;

/**
 * Today where the portal is, as the screen takes it (its clock, the portal's time zone; the service's own
 * "today" is the fixtures' day). Asked once a screen has given the document the portal's address.
 */
async function portalToday(): Promise<IsoDate> {
  const config = (await (await fetch(`${inject('screenPortal').origin}/portal-config.json`)).json()) as {
    timeZone: string;
  };
  return isoDateAt(new Date(), config.timeZone);
}

/** Each table's count as the screen shows it, by entity; empty until every count has come. */
function shownCounts(): Record<string, string> {
  const counts = Object.fromEntries(
    [...document.querySelectorAll('tr[data-entity]')].map((row) => [
      row.getAttribute('data-entity') ?? '',
      row.querySelector('[data-testid=record-count]')?.textContent ?? '',
    ]),
  );
  return Object.values(counts).includes('…') ? {} : counts;
}

/** The service's own counts on a date, written as the English screen writes them. */
async function serviceCounts(date: IsoDate): Promise<Record<string, string>> {
  const { origin, accessTokens } = inject('screenPortal');
  const response = await fetch(`${origin}/rimm-server/exports?validityDate=${date}`, {
    headers: { authorization: `Bearer ${accessTokens.trader}` },
  });
  const answer = (await response.json()) as { tables: { entity: string; recordCount: number }[] };
  return Object.fromEntries(
    answer.tables.map((table) => [table.entity, new Intl.NumberFormat('en-US').format(table.recordCount)]),
  );
}

/** The files the screen hands the browser to save, by name, with their content. */
function savedFiles(): { name: string; blob: Blob }[] {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:${window.location.origin}/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  // Saving is the browser's: the link the screen clicks is read, not followed.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the reference lists screen', () => {
  it('names each group and a sub-entity with its parent, and counts as the service does today', async () => {
    await renderScreen(<ReferenceListsPage />, { path: PATH });
    const today = await portalToday();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reference lists');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Tariff',
      'Procedures',
      'International code lists',
      'National parties',
      'Other',
    ]);
    const expected = await serviceCounts(today);
    await waitFor(() => expect(shownCounts()).toEqual(expected));
    // A sub-entity is named with its parent, since "Modes of transport" is also a table of its own.
    expect(document.querySelector('tr[data-entity=modeOfTransports] th')?.textContent).toBe(
      'Modes of transport (Customs offices)',
    );
    expect(screen.getByRole('link', { name: 'Locations (UN/LOCODE)' }).getAttribute('href')).toBe(
      '/en/tools/codification/location',
    );
    expect(screen.getByTestId('reference-lists-date').textContent).toContain(formatDate(today, 'en'));
  });

  it('counts what was in force on the date of its address', async () => {
    await renderScreen(<ReferenceListsPage />, { path: `${PATH}?date=${PAST_DATE}` });
    const expected = await serviceCounts(PAST_DATE);
    expect(expected.commodity).toBe('3');
    await waitFor(() => expect(shownCounts()).toEqual(expected));
    expect(screen.getByTestId('reference-lists-date').textContent).toContain(formatDate(PAST_DATE, 'en'));
  });

  it("says that a date is not one, and counts today's records", async () => {
    await renderScreen(<ReferenceListsPage />, { path: `${PATH}?date=2025-02-30` });
    const today = await portalToday();
    const expected = await serviceCounts(today);
    await waitFor(() => expect(shownCounts()).toEqual(expected));
    expect(screen.getByTestId('reference-lists-date').textContent).toContain('is not a date');
  });

  it("works by keyboard: a table's name, then its downloads, each file made by the server", async () => {
    const saved = savedFiles();
    await renderScreen(<ReferenceListsPage />, { path: PATH });
    const today = await portalToday();
    await waitFor(() => expect(shownCounts()).not.toEqual({}));
    const date = formatDate(today, 'en');
    // The date field's own segments take Tab inside it: start from the first table's name.
    const name = screen.getByRole('link', { name: 'Tariff lines' });
    name.focus();
    await userEvent.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      `Download Tariff lines in force on ${date} as CSV`,
    );
    await userEvent.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      `Download Tariff lines in force on ${date} as XLSX`,
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual([`commodity_${today}.xlsx`]));
    expect(saved[0]?.blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // The table's name leads to the codification screen on that table.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('href')).toBe('/en/tools/codification/commodity');
  });

  it('downloads a table in Bengali as a CSV whose translated names are Bengali', async () => {
    const saved = savedFiles();
    await renderScreen(<ReferenceListsPage />, { path: '/bn/tools/reference-lists' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('রেফারেন্স তালিকা');
    await waitFor(() => expect(shownCounts()).not.toEqual({}));
    const row = document.querySelector('tr[data-entity=commodity]');
    const csvButton = [...(row?.querySelectorAll('button') ?? [])].find((button) =>
      button.textContent?.includes('CSV'),
    );
    await userEvent.click(csvButton as HTMLButtonElement);
    await waitFor(() => expect(saved).toHaveLength(1));
    const [header = '', ...rows] = (await (saved[0] as { blob: Blob }).blob.text()).trim().split(/\r?\n/);
    expect(header.replace(/^\uFEFF/, '').split(',')).toContain('descriptionTranslated');
    // The smartphones' line, with the name the fixtures give it in Bengali.
    expect(rows.find((line) => line.startsWith('85171300'))).toContain('স্মার্টফোন');
  });
});
