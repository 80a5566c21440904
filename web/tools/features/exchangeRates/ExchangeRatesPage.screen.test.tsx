import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_TIMEOUT_MS } from '../../messages/messageTimeout';
import { NotificationsOnUse } from '../../messages/NotificationsOnUse';
import { renderScreen } from '../../testing/renderScreen';
import { ExchangeRatesPage } from './ExchangeRatesPage';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the customs exchange-rates screen', () => {
  it('lists the rates in force, with their count', async () => {
    await renderScreen(<ExchangeRatesPage />, { path: '/en/tools/exchange-rates' });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('US Dollar')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('3 currencies')).toBeTruthy();
  });

  it('says that nothing matches a search, not that no rate is in force', async () => {
    await renderScreen(<ExchangeRatesPage />, { path: '/en/tools/exchange-rates?q=zzz' });
    const notice = await screen.findByText(/zzz/);
    expect(notice.textContent).toBe('No currency matches “zzz”.');
    expect(screen.queryByText(/No exchange rates are in force/)).toBeNull();
  });

  it('says so in Bengali, in a right-to-left-free Bengali document', async () => {
    await renderScreen(<ExchangeRatesPage />, { path: '/bn/tools/exchange-rates?q=zzz' });
    const notice = await screen.findByText(/zzz/);
    expect(notice.textContent).not.toMatch(/[A-Za-z]{4,}/);
    expect(document.documentElement.lang).toBe('bn');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('writes every date one way, and figures in the digits of the language (issue 43)', async () => {
    // The screen portal's rates took effect on 2025-11-01 and stay in force.
    for (const [language, date, usd] of [
      ['en', '11/01/2025', '122.25'],
      ['ar', '01/11/2025', '122.25'],
      ['bn', '০১/১১/২০২৫', '১২২.২৫'],
    ] as const) {
      await renderScreen(<ExchangeRatesPage />, { path: `/${language}/tools/exchange-rates` });
      const table = await screen.findByRole('table');
      const row = within(table)
        .getAllByRole('row')
        .find((candidate) => within(candidate).queryByText('USD'));
      const cells = within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      expect(cells, language).toEqual(['USD', expect.any(String), usd, expect.any(String), date, '-']);
      const validFrom = within(row as HTMLElement).getByText(date);
      expect(validFrom.getAttribute('datetime')).toBe('2025-11-01');
      expect(screen.getByTestId('rates-last-updated').textContent, language).toContain(`\u2068${date}\u2069`);
      cleanup();
    }
  });

  it('converts an amount typed in lakhs and shows the total in lakhs and crores, in Bengali', async () => {
    await renderScreen(<ExchangeRatesPage />, { path: '/bn/tools/exchange-rates' });
    const converter = within(screen.getByRole('form', { name: 'মুদ্রা রূপান্তরকারী' }));
    const currency = converter.getByRole('combobox');
    await waitFor(() => expect((currency as HTMLInputElement).value).toMatch(/^USD/));
    await userEvent.type(converter.getByRole('textbox', { name: /^পরিমাণ/ }), '১,৫০,০০০');
    await userEvent.click(converter.getByRole('button', { name: 'রূপান্তর করুন' }));
    // 150,000 US dollars at 122.25 taka: 18,337,500 taka, one crore eighty-three lakh and more.
    const total = await screen.findByTestId('converted-total');
    expect(total.textContent).toBe('১,৮৩,৩৭,৫০০.০০ BDT');
    // The date of the rate (today's), as the Bengali screen writes every date.
    expect(screen.getByText(/১,৫০,০০০\.০০ USD/).textContent).toMatch(
      /\u2068[০-৯]{2}\/[০-৯]{2}\/[০-৯]{4}\u2069/,
    );
  });

  it("keeps the converter's currency when the chosen one is chosen again", async () => {
    await renderScreen(<ExchangeRatesPage />, { path: '/en/tools/exchange-rates' });
    const currency = screen.getByRole('combobox', { name: /^Currency/ });
    await waitFor(() => expect(currency).toHaveProperty('value', 'USD — US Dollar'));
    await userEvent.click(currency);
    await userEvent.click(await screen.findByRole('option', { name: 'USD — US Dollar' }));
    expect(currency).toHaveProperty('value', 'USD — US Dollar');
  });

  it('tells of a failure in a toast titled Error, in the page language, that closes by itself', async () => {
    // The reference service fails: every call to it answers 503, the rest reaches the portal.
    const portalFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      return url.pathname.startsWith('/rimm-server/')
        ? Promise.resolve(new Response('{}', { status: 503 }))
        : portalFetch(input, init);
    });
    // The toast's own time, not the clock's: it closes after MESSAGE_TIMEOUT_MS, which the test moves on
    // at once (the clock still runs, so that the screen's requests and Testing Library's waits go on).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The frame's place for messages, as the portal's root draws it beside every screen.
    await renderScreen(
      <>
        <NotificationsOnUse />
        <ExchangeRatesPage />
      </>,
      { path: '/fr/tools/exchange-rates' },
    );
    // The rates' toast (the converter's list of currencies fails too, and says so in a toast of its own).
    const failed = await screen.findByText(
      "Une erreur s'est produite lors de la récupération des taux de change douaniers",
    );
    const toast = failed.closest('.mantine-Notification-root') as HTMLElement;
    expect(within(toast).getByText('Erreur')).toBeTruthy();
    expect(within(toast).getByRole('button', { name: 'Fermer' })).toBeTruthy();
    await vi.advanceTimersByTimeAsync(MESSAGE_TIMEOUT_MS / 2);
    expect(toast.isConnected).toBe(true);
    await vi.advanceTimersByTimeAsync(MESSAGE_TIMEOUT_MS / 2 + 1_000);
    await waitFor(() => expect(screen.queryAllByText('Erreur')).toEqual([]));
  });
});
