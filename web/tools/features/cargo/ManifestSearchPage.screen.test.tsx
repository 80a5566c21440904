import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/renderScreen';
import { ManifestSearchPage } from './ManifestSearchPage';

/** Sets a date field as a date picker does: the whole ISO date at once. */
function pickDate(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The searches the screen sends to the manifest service, counted from now on, all let through. */
function searchCalls(): () => string[] {
  const spy = vi.spyOn(globalThis, 'fetch');
  return () =>
    spy.mock.calls
      .map(([input]) => (input instanceof Request ? input.url : String(input)))
      .filter((url) => url.includes('/api/manifest/search'));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the manifest search', () => {
  it('asks for a filter first, in the language of the page, and searches nothing', async () => {
    const calls = searchCalls();
    for (const [language, search, message] of [
      ['en', 'Search', 'Fill at least one field'],
      ['ar', 'بحث', 'املأ حقلًا واحدًا على الأقل'],
    ] as const) {
      await renderScreen(<ManifestSearchPage />, { path: `/${language}/tools/manifests`, role: 'declarant' });
      await userEvent.click(screen.getByRole('button', { name: search }));
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      cleanup();
    }
    expect(calls()).toEqual([]);
  });

  it("offers no import to a declarant (a customs officer's), and names the columns of a search", async () => {
    await renderScreen(<ManifestSearchPage />, { path: '/en/tools/manifests?office=301', role: 'declarant' });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Voyage Number',
      'Customs Office',
      'Place of Departure',
      'Place of Destination',
      'Departure Date',
      'Expected Arrival Date',
      'Registration Date',
      'Rotation Number',
    ]);
    expect(screen.queryByRole('heading', { name: 'Import a manifest file' })).toBeNull();
  });

  it('says a reversed date range is reversed, and takes the last results away', async () => {
    await renderScreen(<ManifestSearchPage />, { path: '/en/tools/manifests', role: 'declarant' });
    pickDate('Registration from', '2025-01-01');
    pickDate('Registration to', '2025-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table');

    pickDate('Registration from', '2025-12-31');
    pickDate('Registration to', '2025-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const to = screen.getByLabelText('Registration to').closest<HTMLElement>('.mantine-InputWrapper-root');
    expect(to && within(to).getByText('The end of the range comes before its start.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so for a reversed range in the address, and searches nothing', async () => {
    await renderScreen(<ManifestSearchPage />, {
      path: '/en/tools/manifests?registrationFrom=2025-12-31&registrationTo=2025-01-01',
      role: 'declarant',
    });
    await screen.findByText('The end of the range comes before its start.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/No manifest matches/)).toBeNull();
  });
});
