import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/renderScreen';
import { TaxCalculatorPage } from './TaxCalculatorPage';

/** The field around an input, with its label, description and error: Mantine's input wrapper. */
function fieldOf(input: HTMLElement): HTMLElement {
  const wrapper = input.closest<HTMLElement>('.mantine-InputWrapper-root');
  if (!wrapper) throw new Error('No input wrapper around the input');
  return wrapper;
}

describe('the tax calculator', () => {
  it('submitted empty at once, asks for the value and shows no problem under the currency', async () => {
    await renderScreen(<TaxCalculatorPage />, { path: '/en/tools/tax-calculator' });
    // At once: before the lists of the form (models of declaration, currencies) have come.
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    const value = fieldOf(screen.getByRole('textbox', { name: /Invoice value/ }));
    await within(value).findByText('This field is required.');
    const currency = fieldOf(screen.getByRole('combobox', { name: /Invoice currency/ }));
    expect(within(currency).queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/is not a valid code/)).toBeNull();
  });

  it('keeps the currency when the chosen one is chosen again', async () => {
    await renderScreen(<TaxCalculatorPage />, { path: '/en/tools/tax-calculator' });
    const currency = screen.getByRole('combobox', { name: /Invoice currency/ });
    await waitFor(() => expect(currency).toHaveProperty('value', 'USD — US Dollar'));
    await userEvent.click(currency);
    await userEvent.click(await screen.findByRole('option', { name: 'USD — US Dollar' }));
    expect(currency).toHaveProperty('value', 'USD — US Dollar');
    expect(screen.queryByText('This field is required.')).toBeNull();
  });

  it('says that a very large value is too large, with the limit', async () => {
    await renderScreen(<TaxCalculatorPage />, { path: '/en/tools/tax-calculator' });
    const input = screen.getByRole('textbox', { name: /Invoice value/ });
    await userEvent.type(input, '99999999999999999');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    const message = await within(fieldOf(input)).findByText(/too large/);
    expect(message.textContent).toMatch(
      /^The amount is too large: at most \d+ digits before the decimal point\.$/,
    );
  });

  it('takes a value grouped in lakhs, in Bengali digits', async () => {
    await renderScreen(<TaxCalculatorPage />, { path: '/bn/tools/tax-calculator' });
    const input = screen.getByRole('textbox', { name: /ইনভয়েস মূল্য/ });
    await userEvent.type(input, '১,৫০,০০০');
    await userEvent.click(screen.getByRole('button', { name: 'হিসাব করুন' }));
    // The commodity is missing, so the form is refused: the value must not be.
    await waitFor(() => expect(document.querySelector('[aria-invalid="true"]')).not.toBeNull());
    expect(input.getAttribute('aria-invalid')).not.toBe('true');
  });
});
