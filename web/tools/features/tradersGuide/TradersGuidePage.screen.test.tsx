import { screen } from '@testing-library/react';
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
