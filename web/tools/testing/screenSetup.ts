import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';

// After every screen test, whatever it checked: no text of the screen is an untranslated placeholder
// ("Optional: {{value}}%" once reached traders), then the screen goes, so that the next test starts
// from an empty document.
afterEach(() => {
  const text = document.body.textContent ?? '';
  cleanup();
  expect(text.match(/[^\n]{0,40}\{\{[^\n]{0,40}/g) ?? [], 'a placeholder left in the screen').toEqual([]);
});
