import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/renderScreen';
import { UserAdminPage } from './UserAdminPage';

/** The row of an account in the list, by its username. */
async function accountRow(username: string): Promise<HTMLElement> {
  const cell = await screen.findByText(username);
  const row = cell.closest<HTMLElement>('tr');
  if (!row) throw new Error(`No row for ${username}`);
  return row;
}

describe('the accounts screen', () => {
  it("shows each account's roles and changes them", async () => {
    await renderScreen(<UserAdminPage />, { path: '/en/accounts', role: 'administrator' });
    const trader = await accountRow('screen-trader');
    await within(trader).findByText('Trader');
    await userEvent.click(within(trader).getByRole('button', { name: 'Change the roles of screen-trader' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of screen-trader' });
    expect(within(dialog).getByRole('checkbox', { name: 'Trader' })).toHaveProperty('checked', true);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Declarant' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the roles' }));
    await within(await accountRow('screen-trader')).findByText('Declarant');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the last enabled administrator, and says why', async () => {
    await renderScreen(<UserAdminPage />, { path: '/en/accounts', role: 'administrator' });
    const own = await accountRow('screen-administrator');
    await within(own).findByText('Administrator');
    await userEvent.click(
      within(own).getByRole('button', { name: 'Change the roles of screen-administrator' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Roles of screen-administrator' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Administrator' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the roles' }));
    await screen.findByText(/at least one enabled administrator/);
    expect(within(await accountRow('screen-administrator')).getByText('Administrator')).toBeTruthy();
  });

  it('names the roles in Bengali', async () => {
    await renderScreen(<UserAdminPage />, { path: '/bn/accounts', role: 'administrator' });
    await within(await accountRow('screen-administrator')).findByText('প্রশাসক');
  });
});
