import { describe, expect, it } from 'vitest';
import { hsSubheadingTextIn, hsSubheadingTextIsFragment } from './hsSubheadingTextIn.js';

describe("a French or Spanish subheading's text as shown", () => {
  const fish = 'Poissons congelés, à l’exclusion des filets de poissons';
  it("puts a generic or fragmentary text after its heading's title", () => {
    expect(hsSubheadingTextIn('fr', 'Autres', fish)).toBe(`${fish} — Autres`);
    expect(hsSubheadingTextIn('es', 'Los demás', 'Pescado congelado')).toBe('Pescado congelado — Los demás');
    expect(hsSubheadingTextIn('es', 'Las demás máquinas y aparatos', 'Máquinas')).toBe(
      'Máquinas — Las demás máquinas y aparatos',
    );
    expect(hsSubheadingTextIn('fr', "D'autres matières textiles", 'Chemises')).toBe(
      "Chemises — D'autres matières textiles",
    );
    expect(hsSubheadingTextIn('fr', 'De coton', 'T-shirts et maillots de corps, en bonneterie')).toBe(
      'T-shirts et maillots de corps, en bonneterie — De coton',
    );
  });

  it('leaves a text that names its goods alone, and a text without a heading as it is', () => {
    const text = 'Téléphones intelligents et autres téléphones pour réseaux cellulaires';
    expect(hsSubheadingTextIsFragment('fr', text)).toBe(false);
    expect(hsSubheadingTextIn('fr', text, 'Postes téléphoniques')).toBe(text);
    expect(hsSubheadingTextIn('fr', 'Autres', undefined)).toBe('Autres');
  });
});
