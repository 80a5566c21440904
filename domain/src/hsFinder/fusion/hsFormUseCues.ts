/*
 * Words of form and use, weighed as the chapter notes and the General Rules of Interpretation weigh them
 * (issue 42): a medicament in tablets or capsules is heading 3004, not its chemical; "in bulk" is not a retail
 * pack; knitted goods are not woven ones; used goods are not the "new" heading; a material named is not
 * another's heading. Each cue says which headings it favours or disfavours and why, and the finder tells the
 * why beside the headings it moved. Plain data and a plain reading: English, Bengali, French and Spanish
 * words (issue 49; accents folded, so "comprimés" is "comprimes").
 */
import { foldText } from '../../tariff/search/searchWords.js';

/** How much a cue moves a heading's fused score. */
export const HS_CUE_FACTORS = { favour: 2, disfavour: 0.3, otherMaterial: 0.5 } as const;

export interface HsFormUseCue {
  readonly id: string;
  /** Any of these words (or phrases of words) in the description sets the cue off. */
  readonly words: readonly string[];
  /** None of these may be there: "empty capsules" are not a medicament. */
  readonly unless?: readonly string[];
  /** Headings (or chapters) the cue favours: offered even when neither list had them. */
  readonly favour?: readonly string[];
  /** Headings (or chapters) the cue weighs down. */
  readonly disfavour?: readonly string[];
  /** Headings whose HS text matches are favoured, or weighed down. */
  readonly favourText?: RegExp;
  readonly disfavourText?: RegExp;
  /** The rule, as the reasons tell it. */
  readonly rule: string;
}

const DOSE_WORDS = [
  'tablet',
  'tablets',
  'capsule',
  'capsules',
  'syrup',
  'injection',
  'injections',
  'injectable',
  'vial',
  'vials',
  'ampoule',
  'ampoules',
  'ointment',
  'infusion',
  'suppository',
  'suppositories',
  'mg',
  'ট্যাবলেট',
  'ক্যাপসুল',
  'সিরাপ',
  'ইনজেকশন',
  'ভায়াল',
  'অ্যাম্পুল',
  'মলম',
  'মিগ্রা',
  'স্যালাইন',
  ...['comprime', 'comprimes', 'gelule', 'gelules', 'sirop', 'injectables', 'pommade', 'perfusion'],
  ...['comprimido', 'comprimidos', 'tableta', 'tabletas', 'capsula', 'capsulas', 'jarabe', 'inyeccion'],
  ...['inyectable', 'inyectables', 'ampolla', 'ampollas', 'pomada', 'viales', 'suero'],
];

const HS_FORM_USE_CUES: readonly HsFormUseCue[] = [
  {
    id: 'measuredDoses',
    words: DOSE_WORDS,
    unless: [
      'empty',
      'shell',
      'shells',
      'machine',
      'machines',
      // "Injection grade" and "injection moulding" are plastics and their machines.
      'grade',
      'moulding',
      'molding',
      'granules',
      'computer',
      'pc',
      'android',
      'fertiliser',
      'fertilizer',
      'খালি',
      'খোল',
      'মেশিন',
      'সার',
      ...['vide', 'vides', 'granule', 'engrais', 'moulage'],
      ...['vacia', 'vacias', 'maquina', 'maquinas', 'granulos', 'fertilizante', 'abono', 'moldeo'],
    ],
    favour: ['3004'],
    disfavour: ['29', '3003', '3105', '0306'],
    rule:
      'Tablets, capsules, injections and other measured doses of a medicament are heading 3004; ' +
      'chapter 29 takes the chemical itself, not put up so (chapter 29 note 1; heading 3004).',
  },
  {
    id: 'inBulk',
    words: ['bulk', 'api', 'raw material', 'কাঁচামাল', 'vrac', 'matiere premiere', 'granel', 'materia prima'],
    unless: DOSE_WORDS,
    disfavour: ['3004'],
    rule: 'In bulk, not in measured doses or retail packs: not heading 3004 (heading 3004; GRI 1).',
  },
  {
    id: 'knitted',
    words: [
      ...['knitted', 'knit', 'crocheted', 'jersey', 'নিট'],
      ...['tricot', 'tricote', 'tricotee', 'tricotes', 'tricotees', 'bonneterie', 'maille', 'de punto'],
    ],
    disfavour: ['62', '5208', '5209', '5210', '5211', '5212', '5407', '5408', '5512', '5513', '5514', '5515'],
    rule: 'Knitted or crocheted: chapter 61 (or 60), not the woven goods of chapter 62 (chapter 62 note 1).',
  },
  {
    // Spanish calls a T-shirt a camiseta (playera, polera), as the EU's Spanish calls the woven undershirts
    // of heading 6207; a trader's camiseta is the knitted one.
    id: 'tShirt',
    words: ['camiseta', 'camisetas', 'playera', 'playeras', 'polera', 'poleras'],
    unless: ['tejido plano', 'interior', 'tirantes'],
    favour: ['6109'],
    disfavour: ['6207', '6208'],
    rule: 'A camiseta (T-shirt) is knitted: heading 6109, not the woven undershirts of heading 6207 (chapter 62 note 1).',
  },
  {
    id: 'woven',
    words: ['woven', 'বোনা', 'tisse', 'tissee', 'tisses', 'tissees', 'tejido plano'],
    disfavour: ['61', '60'],
    rule: 'Woven: chapter 62 (or the woven fabrics), not the knitted goods of chapter 61 (chapter 61 note 1).',
  },
  {
    id: 'used',
    words: [
      ...['used', 'second hand', 'secondhand', 'worn', 'পুরনো', 'ব্যবহৃত'],
      // "Usagés" folds to "usages" (uses), which a description of goods seldom says otherwise.
      ...['occasion', 'seconde main', 'friperie', 'usages', 'usagee', 'usagees'],
      ...['usado', 'usados', 'usada', 'usadas', 'segunda mano'],
    ],
    disfavourText: /^new\b/i,
    rule: 'Used goods: not a heading for new ones (heading 4011 against 4012; heading 6309).',
  },
  {
    id: 'new',
    words: [
      'new',
      'brand new',
      'নতুন',
      'neuf',
      'neufs',
      'neuve',
      'neuves',
      'nuevo',
      'nuevos',
      'nueva',
      'nuevas',
    ],
    disfavourText: /\b(used|worn|retreaded)\b/i,
    rule: 'New goods: not a heading for used or worn ones (heading 4012; heading 6309).',
  },
  {
    id: 'parts',
    words: [
      ...['part', 'parts', 'spare', 'spares', 'যন্ত্রাংশ', 'পার্টস'],
      ...['piece', 'pieces', 'pieza', 'piezas', 'repuesto', 'repuestos', 'recambio', 'recambios'],
    ],
    favourText: /\bparts\b/i,
    rule: 'Parts go with their machine or vehicle, or to its parts heading (section XVI note 2; section XVII note 3).',
  },
];

/** A material the description names, and how an HS heading's text names it. */
interface HsMaterial {
  readonly id: string;
  readonly words: readonly string[];
  readonly text: RegExp;
}

const MATERIALS: readonly HsMaterial[] = [
  {
    id: 'plastics',
    words: [
      ...['plastic', 'plastics', 'polyethylene', 'polythene', 'pvc', 'প্লাস্টিক', 'পলিথিন'],
      ...['plastique', 'plastiques', 'plastico', 'plasticos', 'plastica', 'plasticas', 'polietileno'],
    ],
    text: /\bplastics?\b/i,
  },
  {
    id: 'iron or steel',
    words: ['steel', 'iron', 'স্টিল', 'লোহা', 'লোহার', 'acier', 'fer', 'acero', 'hierro'],
    text: /\b(iron|steel)\b/i,
  },
  { id: 'wood', words: ['wood', 'wooden', 'timber', 'কাঠ', 'bois', 'madera'], text: /\bwood\b/i },
  { id: 'glass', words: ['glass', 'কাচ', 'verre', 'vidrio'], text: /\bglass\b/i },
  {
    id: 'ceramic',
    words: [
      'ceramic',
      'porcelain',
      'সিরামিক',
      'চীনামাটি',
      'ceramique',
      'porcelaine',
      'ceramica',
      'porcelana',
    ],
    text: /\b(ceramic|porcelain)\b/i,
  },
  {
    id: 'aluminium',
    words: ['aluminium', 'aluminum', 'অ্যালুমিনিয়াম', 'aluminio'],
    text: /\balumini?um\b/i,
  },
  { id: 'copper', words: ['copper', 'তামার', 'cuivre', 'cobre'], text: /\bcopper\b/i },
  {
    id: 'rubber',
    words: ['rubber', 'latex', 'রাবার', 'ল্যাটেক্স', 'caoutchouc', 'caucho'],
    text: /\brubber\b/i,
  },
  { id: 'leather', words: ['leather', 'চামড়া', 'cuir', 'cuero'], text: /\bleather\b/i },
  { id: 'paper', words: ['paper', 'paperboard', 'কাগজ', 'papier', 'papel'], text: /\bpaper/i },
];

/** The material cue's rule, as the reasons tell it. */
const HS_OTHER_MATERIAL_RULE =
  'The description names a material this heading does not: a heading "of" a material takes goods of ' +
  'that material (GRI 1, the section and chapter notes).';

/** The description's words as the cues read them: lower-cased, Latin accents folded, letters, marks and digits. */
export function hsCueWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * Whether a cue word (or phrase) is in the words: English whole words; Bengali words as the start of a
 * word, which takes the endings ("প্লাস্টিকের" is "প্লাস্টিক" with "of").
 */
function hasCueWord(words: readonly string[], joined: string, cue: string): boolean {
  if (cue.includes(' ')) return ` ${joined} `.includes(` ${cue} `);
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]+$/.test(cue)) return words.includes(cue);
  return words.some((word) => word.startsWith(cue));
}

/** The cues a description sets off. */
export function hsFormUseCuesOf(
  text: string,
  cues: readonly HsFormUseCue[] = HS_FORM_USE_CUES,
): HsFormUseCue[] {
  const words = hsCueWords(text);
  const joined = words.join(' ');
  const has = (cue: string) => hasCueWord(words, joined, cue);
  return cues.filter((cue) => cue.words.some(has) && !(cue.unless ?? []).some(has));
}

/** The materials a description names. */
export function hsMaterialsOf(text: string): HsMaterial[] {
  const words = hsCueWords(text);
  const joined = words.join(' ');
  return MATERIALS.filter((material) => material.words.some((word) => hasCueWord(words, joined, word)));
}

/** What the cues make of one heading: the factor on its score, and the rules that moved it. */
export function hsCueEffect(
  heading: string,
  headingText: string,
  cues: readonly HsFormUseCue[],
  materials: readonly HsMaterial[],
): { factor: number; rules: string[] } {
  let factor = 1;
  const rules: string[] = [];
  const under = (prefixes: readonly string[] | undefined) =>
    (prefixes ?? []).some((prefix) => heading.startsWith(prefix));
  for (const cue of cues) {
    const favoured = under(cue.favour) || (cue.favourText?.test(headingText) ?? false);
    const disfavoured = under(cue.disfavour) || (cue.disfavourText?.test(headingText) ?? false);
    if (favoured) factor *= HS_CUE_FACTORS.favour;
    if (disfavoured) factor *= HS_CUE_FACTORS.disfavour;
    if (favoured || disfavoured) rules.push(cue.rule);
  }
  const named = MATERIALS.filter((material) => material.text.test(headingText));
  if (materials.length > 0 && named.length > 0 && !named.some((material) => materials.includes(material))) {
    factor *= HS_CUE_FACTORS.otherMaterial;
    rules.push(HS_OTHER_MATERIAL_RULE);
  }
  return { factor, rules };
}
