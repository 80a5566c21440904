import { describe, expect, it } from 'vitest';
import { HS_CUE_FACTORS, hsCueEffect, hsFormUseCuesOf, hsMaterialsOf } from './hsFormUseCues.js';

const cueIds = (text: string) => hsFormUseCuesOf(text).map(({ id }) => id);
const effect = (text: string, heading: string, headingText: string) =>
  hsCueEffect(heading, headingText, hsFormUseCuesOf(text), hsMaterialsOf(text));

describe('words of form and use', () => {
  it('read tablets, capsules and injections of a medicament as measured doses, in English and Bengali', () => {
    expect(cueIds('paracetamol tablets 500mg')).toContain('measuredDoses');
    expect(cueIds('Amoxicillin capsules 500 mg')).toContain('measuredDoses');
    expect(cueIds('প্যারাসিটামল ট্যাবলেট ৫০০ মিগ্রা')).toContain('measuredDoses');
  });

  it('do not take empty capsules, a tablet computer or fertiliser in tablets for a medicament', () => {
    expect(cueIds('empty hard gelatin capsules')).not.toContain('measuredDoses');
    expect(cueIds('android tablet computer 10 inch')).not.toContain('measuredDoses');
    expect(cueIds('fertiliser tablets for plants')).not.toContain('measuredDoses');
    expect(cueIds('polypropylene granules injection grade')).not.toContain('measuredDoses');
    expect(cueIds('খালি জেলাটিন ক্যাপসুল')).not.toContain('measuredDoses');
  });

  it('read the same cues in French and Spanish, accents folded or not (issue 49)', () => {
    expect(cueIds('comprimés de paracétamol')).toContain('measuredDoses');
    expect(cueIds('comprimes de paracetamol')).toContain('measuredDoses');
    expect(cueIds('cápsulas de amoxicilina 500 mg')).toContain('measuredDoses');
    expect(cueIds('gélules vides en gélatine')).not.toContain('measuredDoses');
    expect(cueIds('paracétamol en vrac')).toContain('inBulk');
    expect(cueIds('gilet en maille pour femme')).toContain('knitted');
    expect(cueIds('pneus d’occasion')).toContain('used');
    expect(cueIds('pneus usagés à rechaper')).toContain('used');
    expect(cueIds('neumáticos usados')).toContain('used');
    expect(hsMaterialsOf('sillas de plástico').map(({ id }) => id)).toEqual(['plastics']);
  });

  it('favour heading 3004 and weigh down the chemical of chapter 29 for measured doses', () => {
    const medicament = effect('paracetamol tablets 500mg', '3004', 'Medicaments … put up in measured doses');
    const chemical = effect('paracetamol tablets 500mg', '2924', 'Carboxyamide-function compounds');
    expect(medicament.factor).toBe(HS_CUE_FACTORS.favour);
    expect(chemical.factor).toBe(HS_CUE_FACTORS.disfavour);
    expect(medicament.rules[0]).toMatch(/heading 3004/);
  });

  it('weigh a medicament in bulk away from heading 3004', () => {
    expect(effect('paracetamol powder bulk API', '3004', 'Medicaments').factor).toBe(
      HS_CUE_FACTORS.disfavour,
    );
  });

  it('keep knitted goods from the woven chapter, and woven from the knitted', () => {
    expect(effect('knitted cotton cardigan', '6205', "Men's shirts").factor).toBe(HS_CUE_FACTORS.disfavour);
    expect(effect('মেয়েদের নিট কার্ডিগান', '6204', "Women's suits").factor).toBe(HS_CUE_FACTORS.disfavour);
    expect(effect('woven cotton shirts', '6105', "Men's shirts, knitted").factor).toBe(
      HS_CUE_FACTORS.disfavour,
    );
    expect(effect('woven cotton shirts', '6205', "Men's shirts").factor).toBe(1);
  });

  it('tell new from used by the heading texts', () => {
    expect(effect('used tyres', '4011', 'New pneumatic tyres, of rubber').factor).toBe(
      HS_CUE_FACTORS.disfavour,
    );
    expect(effect('new truck tyres', '4012', 'Retreaded or used pneumatic tyres of rubber').factor).toBe(
      HS_CUE_FACTORS.disfavour,
    );
    expect(effect('পুরনো টায়ার', '4011', 'New pneumatic tyres, of rubber').factor).toBe(
      HS_CUE_FACTORS.disfavour,
    );
  });

  it('favour a parts heading when parts are asked for', () => {
    expect(effect('motorcycle spare parts', '8714', 'Parts and accessories of vehicles').factor).toBe(
      HS_CUE_FACTORS.favour,
    );
    expect(effect('motorcycle', '8714', 'Parts and accessories of vehicles').factor).toBe(1);
  });

  it('weigh down a heading of another material than the one named', () => {
    expect(
      effect('plastic buckets', '7323', 'Table, kitchen or other household articles … of iron or steel')
        .factor,
    ).toBe(HS_CUE_FACTORS.otherMaterial);
    expect(effect('plastic buckets', '3924', 'Tableware, kitchenware … of plastics').factor).toBe(1);
    expect(effect('প্লাস্টিকের বালতি', '3924', 'Tableware, kitchenware … of plastics').factor).toBe(1);
    expect(effect('buckets', '7323', 'Household articles … of iron or steel').factor).toBe(1);
  });
});
