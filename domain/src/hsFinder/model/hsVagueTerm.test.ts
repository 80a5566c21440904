import { describe, expect, it } from 'vitest';
import { hsVagueTermOf } from './hsVagueTerm.js';

const LISTED = ['card', 'black, xl', '100% cotton', 'glazing parts', 'Foodstuffs'];

describe('a vague description', () => {
  it('is one the list names, word for word, whatever its case, plurals and punctuation', () => {
    expect(hsVagueTermOf('Card', LISTED)).toEqual({ term: 'Card', kind: 'material' });
    expect(hsVagueTermOf('BLACK XL', LISTED)).toEqual({ term: 'BLACK XL', kind: 'material' });
    expect(hsVagueTermOf('glazing part', LISTED)).toEqual({ term: 'glazing part', kind: 'use' });
  });

  it('is one made only of generic words, listed or not', () => {
    expect(hsVagueTermOf('parts', [])).toEqual({ term: 'parts', kind: 'use' });
    expect(hsVagueTermOf('Spare parts', [])).toEqual({ term: 'Spare parts', kind: 'use' });
    expect(hsVagueTermOf('machine', [])).toEqual({ term: 'machine', kind: 'use' });
    expect(hsVagueTermOf('a gift', [])).toEqual({ term: 'gift', kind: 'material' });
  });

  it('asks whom clothing and footwear are for, and their material once that is said', () => {
    expect(hsVagueTermOf('clothes', [])).toEqual({ term: 'clothes', kind: 'whoFor' });
    expect(hsVagueTermOf('shoes', [])).toEqual({ term: 'shoes', kind: 'whoFor' });
    expect(hsVagueTermOf("women's clothing", [])).toEqual({ term: 'women clothing', kind: 'material' });
  });

  it('is not a clear description that merely contains a vague word', () => {
    expect(hsVagueTermOf('machine for washing clothes', LISTED)).toBeUndefined();
    expect(hsVagueTermOf('brake parts for cars', LISTED)).toBeUndefined();
    expect(hsVagueTermOf('greeting card with envelope', LISTED)).toBeUndefined();
    expect(hsVagueTermOf('laptop', LISTED)).toBeUndefined();
    expect(hsVagueTermOf('ভাজা কফি', LISTED)).toBeUndefined();
  });

  it('is not a text without words (the service refuses those before)', () => {
    expect(hsVagueTermOf('', LISTED)).toBeUndefined();
    expect(hsVagueTermOf('12 34', LISTED)).toBeUndefined();
  });
});
