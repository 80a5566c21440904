import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';

// happy-dom has no CSS Font Loading API, on whose `document.fonts` Mantine's autosizing textarea listens for
// fonts loaded: an event target that never fires stands in (a DOM without layout loads no fonts).
const fontLoading = document as unknown as { fonts?: EventTarget };
fontLoading.fonts ??= new EventTarget();

// After every screen test, whatever it checked: no text of the screen is an untranslated placeholder
// ("Optional: {{value}}%" once reached traders), then the screen goes, so that the next test starts
// from an empty document.
afterEach(() => {
  const text = document.body.textContent ?? '';
  cleanup();
  expect(text.match(/[^\n]{0,40}\{\{[^\n]{0,40}/g) ?? [], 'a placeholder left in the screen').toEqual([]);
});
