import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/renderScreen';
import { TariffChangesPage } from './TariffChangesPage';

/*
 * The screen test portal's tariff has two periods (server/src/testing/referenceFixtures.ts): from 2025-07-01,
 * 0101.29.00 starts, 0101.21.00's CD goes from 5 to 1 and its TTI from 10 to 6, 8504.40.10's CD from 25 to
 * 15 and its TTI from 89.32 to 61.80.
 */

/** The text of each row of the table under a part's title. */
function rowsOf(title: RegExp): string[] {
  const section = screen.getByRole('region', { name: title });
  return within(section)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
}

/** A text without the marks that set a date apart for the bidirectional algorithm. */
const withoutIsolates = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

/** The field labelled `label` and the problem said under it, if any. */
function fieldProblem(label: string): string | undefined {
  const field = screen.getByLabelText(label).closest<HTMLElement>('.mantine-InputWrapper-root');
  return field?.querySelector('.mantine-InputWrapper-error')?.textContent ?? undefined;
}

describe('the tariff changes screen', () => {
  it('compares the latest period’s start with the day before, by default', async () => {
    await renderScreen(<TariffChangesPage />, { path: '/en/tools/tariff-changes' });
    await screen.findByRole('heading', {
      name: (name) => withoutIsolates(name) === 'Changes from 06/30/2025 to 07/01/2025 in the whole tariff',
    });
    // The fields show the dates the service chose.
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('06/30/2025');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('07/01/2025');
    expect(rowsOf(/^Rates changed \(4\)/)).toEqual([
      '0101.21.00Pure-bred breeding horsesCD5.001.00',
      '0101.21.00Pure-bred breeding horsesTTI10.006.00',
      '8504.40.10Chargers for cellular phonesCD25.0015.00',
      '8504.40.10Chargers for cellular phonesTTI89.3261.80',
    ]);
    expect(rowsOf(/^Lines started \(1\)/)).toEqual(['0101.29.00Other horsesCD 5.00 · TTI 10.00']);
    expect(screen.queryByRole('region', { name: /^Lines ended/ })).toBeNull();
    // Each code leads to its line's page; the exports are offered.
    expect(screen.getAllByRole('link', { name: '0101.21.00' })[0]?.getAttribute('href')).toBe(
      '/en/tools/tariff-search/lines/01012100',
    );
    screen.getByRole('button', { name: 'Export XLSX' });
  });

  it('says when the changes are not in force yet, and offers the scope’s feed', async () => {
    await renderScreen(<TariffChangesPage />, { path: '/bn/tools/tariff-changes?scope=01&to=2099-07-01' });
    await screen.findByText(/^এখনও কার্যকর নয়: এই পরিবর্তনগুলো .*০১\/০৭\/২০৯৯.* থেকে কার্যকর হবে।$/);
    const feed = screen.getByRole('link', { name: 'এই অধ্যায়ের পরিবর্তনের অ্যাটম ফিড' });
    expect(feed.getAttribute('href')).toBe('/feeds/tariff-changes/bn/01');
    cleanup();
    await renderScreen(<TariffChangesPage />, { path: '/en/tools/tariff-changes' });
    await screen.findByRole('heading', { name: /in the whole tariff$/ });
    expect(screen.queryByText(/^Not in force yet/)).toBeNull();
  });

  it('answers for one line, and says when nothing changed', async () => {
    await renderScreen(<TariffChangesPage />, { path: '/en/tools/tariff-changes?scope=8504.40.10' });
    await screen.findByRole('heading', { name: /in line 8504\.40\.10$/ });
    expect(rowsOf(/^Rates changed \(2\)/)).toHaveLength(2);
    expect(screen.queryByRole('region', { name: /^Lines started/ })).toBeNull();
    cleanup();
    await renderScreen(<TariffChangesPage />, { path: '/en/tools/tariff-changes?scope=85171300' });
    await screen.findByText('Nothing changed in line 8517.13.00 between these dates.');
    expect(screen.queryByRole('button', { name: 'Export PDF' })).toBeNull();
  });

  it('says reversed dates at the first date, translated, and shows no result', async () => {
    await renderScreen(<TariffChangesPage />, { path: '/en/tools/tariff-changes' });
    await screen.findByRole('region', { name: /^Rates changed/ });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '08/01/2025' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show changes' }));
    await waitFor(() =>
      expect(fieldProblem('From')).toBe(
        'The first date is after the second. Choose an earlier first date, or swap the two dates.',
      ),
    );
    expect(screen.queryByRole('region', { name: /^Rates changed/ })).toBeNull();
  });

  it('says a date that is none, and a scope that names nothing, at their fields', async () => {
    await renderScreen(<TariffChangesPage />, { path: '/en/tools/tariff-changes?to=2025-02-30' });
    await waitFor(() => expect(fieldProblem('To')).toBe('Enter a date.'));
    cleanup();
    await renderScreen(<TariffChangesPage />, { path: '/en/tools/tariff-changes?scope=77' });
    await waitFor(() =>
      expect(fieldProblem('Line, heading or chapter')).toBe('The chapter 77 does not exist'),
    );
    cleanup();
    await renderScreen(<TariffChangesPage />, { path: '/en/tools/tariff-changes?scope=84x' });
    await waitFor(() => expect(fieldProblem('Line, heading or chapter')).toBe('“84x” is not a valid code.'));
  });

  it('reads in Bengali with Bengali digits, and in Arabic right to left', async () => {
    await renderScreen(<TariffChangesPage />, { path: '/bn/tools/tariff-changes' });
    await screen.findByRole('region', { name: 'হারের পরিবর্তন (৪)' });
    expect(document.documentElement.lang).toBe('bn');
    expect(document.documentElement.dir).toBe('ltr');
    expect((screen.getByLabelText('শুরুর তারিখ') as HTMLInputElement).value).toBe('৩০/০৬/২০২৫');
    expect(rowsOf(/^হারের পরিবর্তন/)[0]).toBe('0101.21.00Pure-bred breeding horsesCD৫.০০১.০০');
    cleanup();
    await renderScreen(<TariffChangesPage />, {
      path: '/ar/tools/tariff-changes?from=2025-07-02&to=2025-07-01',
    });
    expect(document.documentElement.dir).toBe('rtl');
    await waitFor(() =>
      expect(fieldProblem('من')).toBe(
        'التاريخ الأول بعد التاريخ الثاني. اختر تاريخًا أول أقدم، أو بدّل بين التاريخين.',
      ),
    );
  });
});
