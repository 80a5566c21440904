import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/renderScreen';
import { TradersGuidePage } from './TradersGuidePage';

describe("the traders' guide", () => {
  it('shows no checklist beside a problem', async () => {
    await renderScreen(<TradersGuidePage />, { path: '/en/tools/traders-guide' });
    await screen.findByDisplayValue('IM-4 — Import for home use');
    await userEvent.click(screen.getByRole('button', { name: 'Show the documents' }));
    await screen.findByText('The documents could not be listed');
    expect(screen.queryByText(/The checklist lists/)).toBeNull();
    expect(screen.queryByText(/No rule asks for a document/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export PDF' })).toBeNull();
  });
});

describe("the traders' guide's fields", () => {
  it('names an amount that is not one at its field, marked invalid', async () => {
    await renderScreen(<TradersGuidePage />, { path: '/en/tools/traders-guide?code=85171300' });
    const first = within(await screen.findByRole('group', { name: 'Consignment 1' }));
    await waitFor(() =>
      expect(first.getByRole('combobox', { name: 'Commodity (HS code or words)' })).toHaveProperty(
        'value',
        expect.stringMatching(/^8517\.13\.00/),
      ),
    );
    await userEvent.type(first.getByLabelText('Net mass (kg)'), '12,5');
    await userEvent.click(screen.getByRole('button', { name: 'Show the documents' }));
    await first.findByText('Amount must be a number');
    expect(first.getByLabelText('Net mass (kg)').getAttribute('aria-invalid')).toBe('true');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((alert) => alert.textContent?.includes('See the fields marked in red.'))).toBe(true);
  });
});
