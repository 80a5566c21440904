import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/renderScreen';
import { CodificationPage } from './CodificationPage';

/** The route of the codification screen on a table (web/shared/config/paths.ts), with its language. */
const ON_A_TABLE = '/:lang/tools/codification/:table';

/** The searches the screen sends to the reference service, counted from now on, all let through. */
function searchCalls(): () => string[] {
  const spy = vi.spyOn(globalThis, 'fetch');
  return () =>
    spy.mock.calls
      .map(([input]) => (input instanceof Request ? input.url : String(input)))
      .filter((url) => /\/rimm-server\/[^/]+\/search$/.test(new URL(url, window.location.href).pathname));
}

async function searchFor(text: string): Promise<void> {
  // 10,000 characters typed key by key are slow in a DOM: the text is pasted.
  fireEvent.change(screen.getByLabelText('Code or name', { exact: false }), { target: { value: text } });
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the codification screen', () => {
  it('asks for a table before it searches', async () => {
    const calls = searchCalls();
    await renderScreen(<CodificationPage />, { path: '/en/tools/codification' });
    await searchFor('dhaka');
    const alert = await screen.findByText('Reference List Selection Mandatory to Trigger Search');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(calls()).toEqual([]);
  });

  it('says that a table does not exist, or is no table of its own, and searches nothing', async () => {
    const calls = searchCalls();
    for (const table of ['noSuchTable', 'bankBranches']) {
      await renderScreen(<CodificationPage />, {
        path: `/en/tools/codification/${table}`,
        route: ON_A_TABLE,
      });
      await screen.findByText(`There is no reference table named “${table}”. Pick one from the list.`);
      // The picker is still there.
      expect(screen.getAllByLabelText('Reference table', { exact: false }).length).toBeGreaterThan(0);
      cleanup();
    }
    expect(calls()).toEqual([]);
  });

  it('says what is wrong with a linked date or text, and searches nothing', async () => {
    const calls = searchCalls();
    await renderScreen(<CodificationPage />, {
      path: '/en/tools/codification/bank?date=1800-01-01',
      route: ON_A_TABLE,
    });
    await screen.findByText(/^The date of validity must be a date between/);
    cleanup();
    await renderScreen(<CodificationPage />, {
      path: `/en/tools/codification/bank?q=${'x'.repeat(10_000)}`,
      route: ON_A_TABLE,
    });
    await screen.findByText('Type at most 500 characters.');
    expect(calls()).toEqual([]);
  });

  it('refuses a typed text too long without a call', async () => {
    await renderScreen(<CodificationPage />, { path: '/en/tools/codification/bank', route: ON_A_TABLE });
    await screen.findByText('2 records found');
    const calls = searchCalls();
    await searchFor('y'.repeat(10_000));
    await screen.findByText('Type at most 500 characters.');
    expect(calls()).toEqual([]);
  });

  it('finds no extended procedure for a code longer than 4, without a call', async () => {
    await renderScreen(<CodificationPage />, {
      path: '/en/tools/codification/extendedProcedure',
      route: ON_A_TABLE,
    });
    await screen.findByText('3 records found');
    const calls = searchCalls();
    await searchFor('40001');
    await screen.findByText('No record matches this search on this date.');
    expect(calls()).toEqual([]);
    await searchFor('40');
    await screen.findByText('2 records found');
    expect(calls()).toHaveLength(1);
  });
});
