import type { HsClarificationKind } from '../hsFinderSchemas.js';
import { hsComparedWords, hsWordsOf } from './hsText.js';

/*
 * When a description is too vague to guess, and which question to ask. A description is vague when, word for
 * word, it is one of the vague descriptions listed (the UK tariff team's list of parcel descriptions too
 * vague to classify), or when every word of it is generic ("parts", "spare parts", "gift"). A clear
 * description that merely contains a generic word ("machine for washing clothes") is not vague.
 */

/** Words that name no goods on their own. */
const GENERIC_WORDS = hsComparedWords([
  'part',
  'machine',
  'gift',
  'present',
  'good',
  'item',
  'product',
  'thing',
  'stuff',
  'accessory',
  'equipment',
  'sample',
  'clothing',
  'clothe',
  'garment',
  'apparel',
  'wear',
  'footwear',
  'shoe',
  'material',
  'merchandise',
  'component',
  'device',
  'tool',
  'spare',
  'piece',
  'unit',
  'kit',
  'set',
  'personal',
  'effect',
  'belonging',
  'assorted',
  'mixed',
  'various',
  'misc',
  'miscellaneous',
  'general',
  'new',
  'gadget',
  'apparatus',
  'appliance',
  'supply',
  'article',
  'commodity',
  'package',
  'parcel',
  'box',
  'order',
]);

/** Words of goods whose tariff lines part by whom they are for (men, women, children, babies). */
const WHO_FOR_WORDS = hsComparedWords([
  'clothing',
  'clothe',
  'garment',
  'apparel',
  'wear',
  'footwear',
  'shoe',
  'boot',
  'sandal',
  'trainer',
  'shirt',
  'dress',
  'sock',
  'jacket',
  'coat',
  'trouser',
  'jean',
  'top',
  'outfit',
  'suit',
  'underwear',
]);

/** Words of goods whose tariff lines part by what they are used in or for. */
const USE_WORDS = hsComparedWords([
  'part',
  'machine',
  'equipment',
  'device',
  'tool',
  'accessory',
  'component',
  'spare',
  'apparatus',
  'appliance',
  'unit',
  'kit',
  'gadget',
  'instrument',
  'machinery',
  'engine',
  'motor',
]);

/** Words saying whom goods are for: with them, the question is the material. */
const WHO_WORDS = hsComparedWords([
  'man',
  'woman',
  'child',
  'baby',
  'kid',
  'boy',
  'girl',
  'lady',
  'infant',
  'men',
  'women',
]);

export interface HsVagueTerm {
  readonly term: string;
  readonly kind: HsClarificationKind;
}

/** The listed vague descriptions, word for word, per list (a list is read once). */
const listed = new WeakMap<readonly string[], ReadonlySet<string>>();

function listedOf(vagueTerms: readonly string[]): ReadonlySet<string> {
  let set = listed.get(vagueTerms);
  if (set === undefined) {
    set = new Set(vagueTerms.map(wordsKey).filter((key) => key !== ''));
    listed.set(vagueTerms, set);
  }
  return set;
}

function wordsKey(text: string): string {
  return hsWordsOf(text)
    .map(({ word }) => word)
    .join(' ');
}

/** The vague term of a description and the kind of question it needs, or undefined when it can be guessed. */
export function hsVagueTermOf(description: string, vagueTerms: readonly string[]): HsVagueTerm | undefined {
  const words = hsWordsOf(description);
  if (words.length === 0) return undefined;
  const compared = words.map(({ word }) => word);
  const vague =
    compared.every((word) => GENERIC_WORDS.has(word) || WHO_WORDS.has(word)) &&
    compared.some((word) => GENERIC_WORDS.has(word));
  if (!vague && !listedOf(vagueTerms).has(compared.join(' '))) return undefined;
  const term = words.map(({ typed }) => typed).join(' ');
  const saysWho = compared.some((word) => WHO_WORDS.has(word));
  if (!saysWho && compared.some((word) => WHO_FOR_WORDS.has(word))) return { term, kind: 'whoFor' };
  if (compared.some((word) => USE_WORDS.has(word))) return { term, kind: 'use' };
  return { term, kind: 'material' };
}
