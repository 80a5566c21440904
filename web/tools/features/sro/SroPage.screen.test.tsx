import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/renderScreen';
import { SroPage } from './SroPage';

/** The calls the screen makes to the SRO service's `path` (search, bulk), counted from now on, all let through. */
function callsTo(path: string): () => number {
  const spy = vi.spyOn(globalThis, 'fetch');
  return () =>
    spy.mock.calls.filter(([input]) => {
      const url = input instanceof Request ? input.url : String(input);
      return new URL(url, window.location.href).pathname.endsWith(`/rimm-server/sro/${path}`);
    }).length;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the SRO screen', () => {
  it('says a linked text is too long, and searches nothing', async () => {
    const searches = callsTo('search');
    await renderScreen(<SroPage />, { path: `/en/tools/sro?q=${'x'.repeat(10_000)}` });
    await screen.findByText('At most 500 characters.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(searches()).toBe(0);
  });

  it('says a linked date is no date, in English and in Bengali, and searches nothing', async () => {
    const searches = callsTo('search');
    await renderScreen(<SroPage />, { path: '/en/tools/sro?date=2025-13-45' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This is not a date');
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    await renderScreen(<SroPage />, { path: '/bn/tools/sro?date=not-a-date' });
    await screen.findByText(/এটি কোনো তারিখ নয়/);
    expect(searches()).toBe(0);
  });

  it('looks up at most 1000 CPC3 codes: 1001 are refused without a call, 1000 are one call', async () => {
    await renderScreen(<SroPage />, { path: '/en/tools/sro' });
    await screen.findAllByRole('table');
    const lookups = callsTo('bulk');
    const codes = screen.getByLabelText('CPC3 codes', { exact: false });
    const tooMany = Array.from({ length: 1001 }, (_, index) => String(index).padStart(3, '0')).join(' ');
    // Typing 4,000 characters key by key is slow in a DOM: the list is pasted, as a trader would.
    fireEvent.change(codes, { target: { value: tooMany } });
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await screen.findByText('At most 1000 codes in one lookup; the list has 1001.');
    expect(lookups()).toBe(0);
    fireEvent.change(codes, { target: { value: tooMany.slice(0, tooMany.lastIndexOf(' ')) } });
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    // The test portal has one SRO, for CPC3 101: the 999 other codes have none.
    await waitFor(() => expect(screen.getByTestId('sro-not-found').textContent).toContain('for 999 codes'));
    expect(lookups()).toBe(1);
  });
});
