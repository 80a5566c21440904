import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/renderScreen';
import { ManifestSearchPage } from './ManifestSearchPage';

/** Sets a date field as a date picker does: the whole ISO date at once. */
function pickDate(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the manifest search', () => {
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
