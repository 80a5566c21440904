import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/renderScreen';
import { TariffChapterPage } from './TariffChapterPage';
import { TariffHeadingPage } from './TariffHeadingPage';
import { TariffLinePage } from './TariffLinePage';
import { TariffSectionPage } from './TariffSectionPage';

describe("the tariff's browsing pages", () => {
  it('say that a chapter does not exist, and link the next one', async () => {
    await renderScreen(<TariffChapterPage chapter="77" />, { path: '/en/tools/tariff-search/chapters/77' });
    await screen.findByText('The chapter 77 does not exist');
    expect(screen.getByRole('link', { name: 'Chapter 78' }).getAttribute('href')).toBe(
      '/en/tools/tariff-search/chapters/78',
    );
  });

  it('say that a line does not exist', async () => {
    await renderScreen(<TariffLinePage code="99999999" />, {
      path: '/en/tools/tariff-search/lines/99999999',
    });
    await screen.findByText('The HS code you are trying to view does not exist');
  });

  it('say that a heading does not exist', async () => {
    await renderScreen(<TariffHeadingPage heading="8499" />, {
      path: '/en/tools/tariff-search/headings/8499',
    });
    await screen.findByText('The HS code you are trying to view does not exist');
  });

  it('say "Notes are not available" for a section without notes', async () => {
    await renderScreen(<TariffSectionPage section="II" />, { path: '/en/tools/tariff-search/sections/II' });
    await screen.findByText('Notes are not available');
  });

  it('show a French heading with its French titles, each line its subheading in French (issue 49)', async () => {
    await renderScreen(<TariffHeadingPage heading="8517" />, {
      path: '/fr/tools/tariff-search/headings/8517',
    });
    const french = await screen.findByText('Téléphones intelligents');
    expect(french.getAttribute('lang')).toBe('fr');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(
      /^Position 8517: Postes téléphoniques d’usagers/,
    );
    // The national text, once, in English and marked so.
    const national = screen.getAllByText('Smartphones');
    expect(national.map((text) => text.getAttribute('lang'))).toEqual(['en']);
    screen.getByText(/Nomenclature combinée 2026 de l’UE/);
  });

  it('show a Spanish line with its subheading and heading in Spanish', async () => {
    await renderScreen(<TariffLinePage code="85171300" />, {
      path: '/es/tools/tariff-search/lines/85171300',
    });
    expect((await screen.findByText('Teléfonos inteligentes')).getAttribute('lang')).toBe('es');
    expect(screen.getAllByText('Smartphones').map((text) => text.getAttribute('lang'))).toEqual(['en']);
    screen.getByText(/^Teléfonos, incluidos los teléfonos inteligentes/);
  });
});
