import { describe, expect, it } from 'vitest';
import { frenchSingular, frenchSpanishWords, spanishSingular } from './frenchSpanishWords.js';
import { searchWords } from './searchWords.js';
import { tariffQueryFromText } from './tariffQuery.js';
import { TARIFF_TEXT_READINGS, tariffSearchLanguageOf } from './tariffTextReading.js';

const french = (text: string) => frenchSpanishWords('fr', text);
const spanish = (text: string) => frenchSpanishWords('es', text);

describe('French and Spanish search words (issue 49)', () => {
  it('folds accents, whether typed composed or decomposed (NFD)', () => {
    expect(french('Téléphone')).toEqual(['telephone']);
    expect(french('Te\u0301le\u0301phone')).toEqual(['telephone']);
    expect(spanish('Teléfono celular')).toEqual(['telefono', 'celular']);
    expect(spanish('Tele\u0301fono')).toEqual(['telefono']);
    expect(spanish('piña')).toEqual(spanish('pin\u0303a'));
    // Combining marks beyond the common block (here U+1DC4) fold too.
    expect(french('cafe\u1dc4')).toEqual(['cafe']);
    // Ligatures that no decomposition splits: œufs (eggs), bœuf.
    expect(french('Œufs de poule')).toEqual(['oeuf', 'poule']);
    expect(french('bœuf')).toEqual(french('boeuf'));
  });

  it('cuts elided articles off, with a straight or typographic apostrophe', () => {
    expect(french("l'huile d'olive")).toEqual(['huile', 'olive']);
    expect(french('l’huile d’olive')).toEqual(['huile', 'olive']);
    expect(french("Huile d'olive vierge extra")).toEqual(['huile', 'olive', 'vierge', 'extra']);
  });

  it('drops the words that say nothing about goods, in both languages and in English', () => {
    expect(french('des chaussures de sport pour les enfants et du riz')).toEqual([
      'chaussure',
      'sport',
      'enfant',
      'riz',
    ]);
    expect(spanish('el aceite de oliva y los demás aceites para la cocina')).toEqual([
      'aceite',
      'oliva',
      'cocina',
    ]);
    expect(french('riz for cooking')).toEqual(['riz', 'cooking']);
    // "or" is gold and "thé" tea in French, not English stop words.
    expect(french('or et thé')).toEqual(['or', 'the']);
  });

  it('reads French plurals as singulars', () => {
    expect(['chevaux', 'animaux', 'bateaux', 'bijoux', 'jeux', 'huiles', 'téléphones'].map(french)).toEqual([
      ['cheval'],
      ['animal'],
      ['bateau'],
      ['bijou'],
      ['jeu'],
      ['huile'],
      ['telephone'],
    ]);
    // Nouns whose singular ends in -s or -x read the same in both numbers.
    expect(frenchSingular('noix')).toBe('noix');
    expect(frenchSingular('tapis')).toBe(frenchSingular('tapi'));
    expect(french('riz')).toEqual(['riz']);
    expect(french('congelées')).toEqual(french('congelé'));
    expect(french('boissons gazeuses')).toEqual(french('boisson gazeux'));
    expect(french('chaussures sportives')).toEqual(french('chaussure sportif'));
    expect(french('huiles naturelles')).toEqual(french('huile naturel'));
  });

  it('reads Spanish plurals as singulars', () => {
    expect(
      ['teléfonos', 'camiones', 'motores', 'luces', 'redes', 'tomates', 'legumbres', 'calles', 'gases'].map(
        spanish,
      ),
    ).toEqual([
      ['telefono'],
      ['camion'],
      ['motor'],
      ['luz'],
      ['red'],
      ['tomate'],
      ['legumbre'],
      ['calle'],
      ['gas'],
    ]);
    expect(spanishSingular('envases')).toBe('envase');
    // Past participles read the same in both genders: the HS writes "congelada" or "congelado".
    expect(spanish('carne congelada')).toEqual(spanish('carnes congelados'));
    expect(spanish('células fotovoltaicas')).toEqual(spanish('célula fotovoltaico'));
    expect(spanish('bebidas gaseosas')).toEqual(spanish('bebida gaseoso'));
    // Nouns keep their gender: a bag (bolsa) is not a handbag (bolso).
    expect(spanish('bolsa')).not.toEqual(spanish('bolso'));
    expect(spanish('arroz')).toEqual(['arroz']);
  });

  it('reads a query in the screen’s language: French and Spanish name the goods first', () => {
    expect(tariffSearchLanguageOf('fr')).toBe('fr');
    expect(tariffSearchLanguageOf('bn')).toBe('en');
    expect(tariffSearchLanguageOf(undefined)).toBe('en');
    expect(TARIFF_TEXT_READINGS.fr.headWordOf('téléphone portable')).toBe('telephone');
    expect(TARIFF_TEXT_READINGS.es.headWordOf('aceite de oliva')).toBe('aceite');
    expect(TARIFF_TEXT_READINGS.en.headWordOf('reactive dyes for cotton')).toBe('dye');
    expect(TARIFF_TEXT_READINGS.fr.translationWords).toBe(searchWords);
  });

  it('refuses a query of combining accents alone as too short, and takes any script', () => {
    expect(tariffQueryFromText('\u0301\u0301\u0301')).toMatchObject({
      ok: false,
      problem: { code: 'KEYWORD_TOO_SHORT' },
    });
    expect(tariffQueryFromText('Te\u0301le\u0301phone')).toMatchObject({
      ok: true,
      query: { kind: 'words' },
    });
    expect(tariffQueryFromText('大米')).toMatchObject({ ok: true, query: { kind: 'words', text: '大米' } });
  });
});
