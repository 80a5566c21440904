import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/renderScreen';
import { MainNavigation } from './MainNavigation';

describe("the phone menu's tools", () => {
  it("offer a trader only the tools a trader's roles open", async () => {
    await renderScreen(<MainNavigation language="en" vertical />, { path: '/en/tools' });
    expect(await screen.findByRole('link', { name: 'Tariff search' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Cargo manifests' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Vessels' })).toBeNull();
  });

  it('offer a declarant the manifests and vessels too', async () => {
    await renderScreen(<MainNavigation language="en" vertical />, { path: '/en/tools', role: 'declarant' });
    expect(await screen.findByRole('link', { name: 'Cargo manifests' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vessels' })).toBeTruthy();
  });
});
