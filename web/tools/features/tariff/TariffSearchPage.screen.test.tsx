import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/renderScreen';
import { TariffSearchPage } from './TariffSearchPage';

/** The codes of the result table's lines, in their order. */
function codesShown(): string[] {
  const table = screen.queryByRole('table');
  if (!table) return [];
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent ?? '');
}

async function searchFor(text: string, button = 'Search'): Promise<void> {
  const box = screen.getByRole('textbox', { name: /^Keyword or HS code|^মূলশব্দ/ });
  await userEvent.clear(box);
  await userEvent.type(box, text);
  await userEvent.click(screen.getByRole('button', { name: button }));
}

// Recent searches are the device's: each test starts from a device that has none.
beforeEach(() => window.localStorage.clear());

describe('the tariff search screen', () => {
  it('explains a search that is too short, and one that finds nothing', async () => {
    await renderScreen(<TariffSearchPage />, { path: '/en/tools/tariff-search' });
    await searchFor('8');
    await screen.findByText('Please enter a tariff code with minimum 2 digits');
    await searchFor('x');
    await screen.findByText('Please enter at least one keyword with minimum 2 characters');
    expect(screen.queryByText('Please enter a tariff code with minimum 2 digits')).toBeNull();
    await searchFor('zzqxv blorf');
    await screen.findByText('Your enquiry gave no results, Please try a different search');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('reads a linked search as a typed one: a bad query or date is said at its field', async () => {
    window.localStorage.setItem('tsw.recentTariffSearches', JSON.stringify(['চা']));
    await renderScreen(<TariffSearchPage />, { path: '/en/tools/tariff-search?q=x' });
    await screen.findByText('Please enter at least one keyword with minimum 2 characters');
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    await renderScreen(<TariffSearchPage />, { path: '/en/tools/tariff-search?q=rice&date=2025-02-30' });
    const date = screen.getByLabelText('Date of validity');
    const field = date.closest<HTMLElement>('.mantine-InputWrapper-root');
    expect(field && within(field).getByText('Enter a date.')).toBeTruthy();
    // Neither refusal lost what the trader searched before.
    const recent = screen.getByRole('group', { name: 'Recent searches' });
    expect(within(recent).getByRole('button', { name: 'চা' })).toBeTruthy();
  });

  it('reads the words of a French or Spanish screen in its language (issue 49)', async () => {
    // Everyday names of each language: read only when the screen says its language.
    await renderScreen(<TariffSearchPage />, { path: '/fr/tools/tariff-search?q=portable' });
    await waitFor(() => expect(codesShown()).toEqual(['8517.13.00']));
    cleanup();
    await renderScreen(<TariffSearchPage />, { path: '/es/tools/tariff-search?q=celular' });
    await waitFor(() => expect(codesShown()).toEqual(['8517.13.00']));
  });

  it('answers a Bengali word and Bengali digits typed in Bengali, and keeps the refused searches out of recent ones', async () => {
    await renderScreen(<TariffSearchPage />, {
      path: `/bn/tools/tariff-search?q=${encodeURIComponent('স্মার্টফোন')}`,
    });
    await waitFor(() => expect(codesShown()).toEqual(['8517.13.00']));
    // Enter runs the search as the button does.
    const box = screen.getByRole('textbox', { name: /^মূলশব্দ/ });
    await userEvent.clear(box);
    await userEvent.type(box, '০১০১{Enter}');
    await waitFor(() => expect(codesShown()).toEqual(['0101.21.00', '0101.29.00']));
    await userEvent.clear(box);
    await userEvent.type(box, 'x{Enter}');
    const recent = screen.getByRole('group', { name: 'সাম্প্রতিক অনুসন্ধান' });
    expect(
      within(recent)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['০১০১', 'মুছে ফেলুন']);
  });

  it('keeps recent searches on the device, runs them again, and clears them', async () => {
    await renderScreen(<TariffSearchPage />, { path: '/en/tools/tariff-search' });
    await searchFor('horses');
    await waitFor(() => expect(codesShown().length).toBeGreaterThan(0));
    await searchFor('8504');
    await waitFor(() => expect(codesShown()).toEqual(['8504.40.10']));
    // The tab opened again: the searches are read back from the device.
    cleanup();
    await renderScreen(<TariffSearchPage />, { path: '/en/tools/tariff-search' });
    const recent = screen.getByRole('group', { name: 'Recent searches' });
    expect(
      within(recent)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['8504', 'horses', 'Clear']);
    await userEvent.click(within(recent).getByRole('button', { name: 'horses' }));
    await waitFor(() => expect(codesShown()).toContain('0101.29.00'));
    expect(screen.getByRole('textbox', { name: /^Keyword or HS code/ })).toHaveProperty('value', 'horses');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('group', { name: 'Recent searches' })).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it('on a Bengali page, marks the lines without a Bengali text as English, and says so once', async () => {
    await renderScreen(<TariffSearchPage />, { path: '/bn/tools/tariff-search?q=0101' });
    await waitFor(() => expect(codesShown()).toEqual(['0101.21.00', '0101.29.00']));
    const english = screen.getByText('Other horses');
    expect(english.closest('[lang="en"]')).not.toBeNull();
    const note = 'যেসব লাইনের বাংলা পাঠ এখনো নেই, সেগুলো তাদের দাপ্তরিক ইংরেজি পাঠে দেখানো হয়েছে।';
    expect(screen.getAllByText(note)).toHaveLength(1);
    expect(within(screen.getByRole('table')).queryByText(note)).toBeNull();
    expect(document.documentElement.lang).toBe('bn');
  });

  it('on an English page, says nothing of Bengali texts', async () => {
    await renderScreen(<TariffSearchPage />, { path: '/en/tools/tariff-search?q=0101' });
    await waitFor(() => expect(codesShown()).toEqual(['0101.21.00', '0101.29.00']));
    expect(screen.queryByText(/Lines without a Bengali text/)).toBeNull();
  });
});
