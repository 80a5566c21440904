import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/renderScreen';
import { DateField } from './DateField';

/** A form holding one date field, showing the value the field hands it. */
function DateForm({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Day" name="day" value={value} onChange={setValue} />
      <output aria-label="value">{value}</output>
    </>
  );
}

const held = () => screen.getByRole('status', { name: 'value' }).textContent;

describe('DateField', () => {
  it('shows a day as the screen writes dates, not as the browser does (issue 43)', async () => {
    for (const [language, shown] of [
      ['en', '11/28/2026'],
      ['fr', '28/11/2026'],
      ['ar', '28/11/2026'],
      ['bn', '২৮/১১/২০২৬'],
    ] as const) {
      const { unmount } = await renderScreen(<DateForm initial="2026-11-28" />, {
        path: `/${language}/tools/exchange-rates`,
      });
      expect(screen.getByRole('textbox', { name: 'Day' })).toHaveProperty('value', shown);
      unmount();
    }
  });

  it('reads the day typed in the screen’s order and digits, or ISO, and hands on what names none', async () => {
    await renderScreen(<DateForm initial="" />, { path: '/bn/tools/exchange-rates' });
    const field = screen.getByRole('textbox', { name: 'Day' });
    expect(field.getAttribute('placeholder')).toBe('দিন/মাস/বছর');
    await userEvent.type(field, '০৫/১১/২০২৫');
    expect(held()).toBe('2025-11-05');
    // What is typed stays as typed.
    expect(field).toHaveProperty('value', '০৫/১১/২০২৫');
    await userEvent.clear(field);
    await userEvent.type(field, '2025-11-06');
    expect(held()).toBe('2025-11-06');
    await userEvent.clear(field);
    await userEvent.type(field, '31/02/2025');
    // No such day: the form gets the text, for its own check to refuse.
    expect(held()).toBe('31/02/2025');
    await userEvent.clear(field);
    expect(held()).toBe('');
  });

  it('offers the device’s own picker by a labelled button', async () => {
    await renderScreen(<DateForm initial="" />, { path: '/fr/tools/exchange-rates' });
    expect(screen.getByRole('button', { name: 'Choisir une date' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Day' }).getAttribute('placeholder')).toBe('jj/mm/aaaa');
  });
});
