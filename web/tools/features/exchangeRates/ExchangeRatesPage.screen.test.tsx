import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/renderScreen';
import { ExchangeRatesPage } from './ExchangeRatesPage';

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

  it("keeps the converter's currency when the chosen one is chosen again", async () => {
    await renderScreen(<ExchangeRatesPage />, { path: '/en/tools/exchange-rates' });
    const currency = screen.getByRole('combobox', { name: /^Currency/ });
    await waitFor(() => expect(currency).toHaveProperty('value', 'USD — US Dollar'));
    await userEvent.click(currency);
    await userEvent.click(await screen.findByRole('option', { name: 'USD — US Dollar' }));
    expect(currency).toHaveProperty('value', 'USD — US Dollar');
  });
});
