import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/renderScreen';
import { TariffBrowsePage } from './TariffBrowsePage';
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

  it('link a line to its own changes', async () => {
    await renderScreen(<TariffLinePage code="85044010" />, {
      path: '/en/tools/tariff-search/lines/85044010',
    });
    const link = await screen.findByRole('link', { name: 'What changed on this line' });
    expect(link.getAttribute('href')).toBe('/en/tools/tariff-changes?scope=85044010');
    // And to its public feed, which the page's head names for feed readers.
    const feed = screen.getByRole('link', { name: "Atom feed of this line's changes" });
    expect(feed.getAttribute('href')).toBe('/feeds/tariff-changes/en/85044010');
    const alternate = document.head.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(alternate?.getAttribute('href')).toBe('/feeds/tariff-changes/en/85044010');
  });

  /** The links of the page's breadcrumbs, by their text. */
  const breadcrumbs = (name: string) =>
    within(screen.getByRole('navigation', { name }))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('list the sections and chapters in French, and link the French book', async () => {
    await renderScreen(<TariffBrowsePage />, { path: '/fr/tools/tariff-search' });
    await screen.findByRole('link', { name: /^Section XVI: Machines et appareils, matériel électrique/ });
    screen.getByRole('link', { name: /^84 Réacteurs nucléaires, chaudières/ });
    expect(
      screen.getByRole('link', { name: 'Télécharger le tarif douanier complet (PDF)' }).getAttribute('href'),
    ).toBe('/tariffBook/TariffBook_fr.pdf');
  });

  it('show a French section with its chapters in French, its notes in English where there are some', async () => {
    await renderScreen(<TariffSectionPage section="XVI" />, { path: '/fr/tools/tariff-search/sections/XVI' });
    await screen.findByRole('heading', { level: 1, name: /^Section XVI: Machines et appareils/ });
    screen.getByRole('link', { name: /^85 Machines, appareils et matériels électriques/ });
    expect(breadcrumbs('Votre emplacement dans le tarif')).toEqual(['Parcourir le tarif par chapitre']);
    screen.getByText(/les lignes nationales et les notes sont en anglais/);
  });

  it('show a Spanish chapter with its section, headings and breadcrumbs in Spanish', async () => {
    await renderScreen(<TariffChapterPage chapter="85" />, { path: '/es/tools/tariff-search/chapters/85' });
    await screen.findByRole('heading', {
      level: 1,
      name: /^Capítulo 85: Máquinas, aparatos y material eléctrico/,
    });
    screen.getByText(/^Sección XVI: Máquinas y aparatos, material eléctrico/);
    screen.getByRole('link', { name: /^8517 Teléfonos, incluidos los teléfonos inteligentes/ });
    expect(breadcrumbs('Su ubicación en el arancel')).toEqual([
      'Consultar el arancel por capítulo',
      'Sección XVI',
    ]);
    expect(screen.getByRole('link', { name: 'Descargar el capítulo 85 (PDF)' }).getAttribute('href')).toBe(
      '/tariffBook/ChapterData_85_es.pdf',
    );
  });

  it('lead from a French heading up through its chapter, named in French', async () => {
    await renderScreen(<TariffHeadingPage heading="8517" />, {
      path: '/fr/tools/tariff-search/headings/8517',
    });
    await screen.findByRole('heading', { level: 1, name: /^Position 8517: Postes téléphoniques/ });
    expect(breadcrumbs('Votre emplacement dans le tarif')).toEqual([
      'Parcourir le tarif par chapitre',
      'Section XVI',
      "Chapitre 85: Machines, appareils et matériels électriques et leurs parties; appareils d'enregistrement ou de reproduction du son, appareils d'enregistrement ou de reproduction des images et du son en télévision, et parties et accessoires de ces appareils",
    ]);
  });

  it('lead from a Spanish line up through its heading and chapter, named in Spanish', async () => {
    await renderScreen(<TariffLinePage code="85171300" />, {
      path: '/es/tools/tariff-search/lines/85171300',
    });
    await screen.findByText('Teléfonos inteligentes');
    const trail = breadcrumbs('Su ubicación en el arancel');
    expect(trail[0]).toBe('Consulta arancelaria');
    // A line opens from a search: its way up names the search, then its chapter and heading.
    expect(trail.slice(1)).toEqual([
      expect.stringMatching(/^Capítulo 85: Máquinas, aparatos y material eléctrico/),
      'Partida 8517',
    ]);
  });
});
