/**
 * The reference entities the portal's tools use and the tables of deployed servers we have data for, one
 * declaration each: their fields, the fields a search returns when none are asked for, their default order,
 * how a single record is looked up, how its free text is read and what its records are sent with. Field
 * names are the wire names of the reference-data service; nothing outside this list is ever accepted in a
 * request. Serving another table is a declaration here and its data: no route names a table.
 */

/** How a field's values compare: numbers numerically, dates and text as strings. */
export type FieldType = 'text' | 'decimal' | 'date';

export type SortOrder = 'ASC' | 'DESC';

export interface SortField {
  readonly field: string;
  readonly order: SortOrder;
}

/**
 * How free text (`FULL_TEXT`) is read: `tariffRanked`, as the tariff search reads it (digits a code prefix,
 * anything else words, ranked on the descriptions the tariff search takes); `codeOrWords`, a code prefix or
 * words, since a list's code is typed in the same box as its name.
 */
export type FreeTextMode = 'tariffRanked' | 'codeOrWords';

/**
 * A code people read and look up as two parts of a record: an extended procedure as requested then
 * previous procedure (shown 4000, looked up as 40/00 or 4000), a model of declaration as its code and general
 * procedure (shown IM-4, looked up as IM-4 or IM4).
 */
export interface PartedCode {
  /** The two fields, in the order they are read. */
  readonly parts: readonly [string, string];
  /** What stands between the parts where the code is shown: '' (4000) or '-' (IM-4). */
  readonly shownWith: string;
  /** What a lookup may write between the parts, dropped when it is read ('/' in 40/00). */
  readonly typedWith: string;
  /**
   * Whether records are told apart and looked up by the parts rather than by `code` alone: true where the
   * code repeats (IM for IM-4 and IM-7); false where `code` already is the parts written together (4000).
   */
  readonly identifiesRecord: boolean;
}

/**
 * How the reference API's documentation and the codification screen group the tables: the tariff, the
 * procedures, international code lists, national parties (banks, companies, offices) and the rest.
 */
export const ENTITY_GROUPS = ['tariff', 'procedures', 'international', 'nationalParties', 'other'] as const;
export type EntityGroup = (typeof ENTITY_GROUPS)[number];

/**
 * The fewest characters a suggest field sends for a table: 2 where codes are short and a name's first
 * letters already narrow the list (countries, currencies), 3 for most lists, 4 for the long lists whose
 * first letters match thousands of records (locations, companies, the tariff's descriptions).
 */
export type SuggestMinLength = 2 | 3 | 4;

/** Most lists' suggest minimum: a table declares another where its codes or names need it. */
const DEFAULT_SUGGEST_MIN_LENGTH: SuggestMinLength = 3;

export interface EntityDefinition {
  readonly name: string;
  /** The group a table is listed under; a sub-entity is listed with its parent, not on its own. */
  readonly group?: EntityGroup;
  /** The fewest characters a suggest field of this table sends. */
  readonly suggestMinLength: SuggestMinLength;
  /** Every field a record may carry, with its type. */
  readonly fields: Readonly<Record<string, FieldType>>;
  /** Fields returned when the request names none. */
  readonly selectedFields: readonly string[];
  readonly defaultSort: readonly SortField[];
  /** The field a single lookup (`GET {entity}/{key}`) matches; `code` unless stated. */
  readonly lookupField: string;
  /** For a sub-entity, the entity its records belong to, matched by `parentCode`. */
  readonly parent?: string;
  /** The field free text (FULL_TEXT with no field) searches besides `code`. */
  readonly textField: string;
  /** The form every code must have, and how to say it to the person who prepared the file. */
  readonly codeForm?: { readonly pattern: RegExp; readonly description: string };
  /** How free text (`FULL_TEXT`) is read; `codeOrWords` unless stated. */
  readonly freeText: FreeTextMode;
  /** Where the code is shown and looked up as two parts of the record. */
  readonly partedCode?: PartedCode;
  /**
   * Fields sent as deployed servers send tax rates: exact decimal strings with two decimals at least, or
   * null (a tariff line's tax01…tax20).
   */
  readonly rateFields: readonly string[];
  /** Whether a record is sent with the HS chapter, heading and subheading above its code, and their texts. */
  readonly withHsLevels: boolean;
  /**
   * A table of parties (companies, declarants): traders' records, whose contact fields only some roles
   * read and whose bulk reading needs an officer (`partyRecords.ts`).
   */
  readonly party?: { readonly contactFields: readonly string[] };
}

const VALIDITY_FIELDS = { validFromDate: 'date', validToDate: 'date' } as const;
const DESCRIBED_FIELDS = {
  code: 'text',
  description: 'text',
  descriptionTranslated: 'text',
  ...VALIDITY_FIELDS,
} as const;
const ADDRESS_FIELDS = {
  address1: 'text',
  address1Translated: 'text',
  address2: 'text',
  address2Translated: 'text',
} as const;
/** Names in the other interface languages: lists whose names ICU knows (countries, currencies), and ours. */
const LANGUAGE_NAME_FIELDS = {
  descriptionFr: 'text',
  descriptionEs: 'text',
  descriptionAr: 'text',
} as const;
/** HS headings and subheadings have French and Spanish texts (the EU's nomenclature) but no Arabic ones. */
const HS_FRENCH_SPANISH_FIELDS = { descriptionFr: 'text', descriptionEs: 'text' } as const;

const DEFAULT_SELECTED = ['code', 'description', 'descriptionTranslated'] as const;
const ADDRESS_SELECTED = [
  ...DEFAULT_SELECTED,
  'address1',
  'address1Translated',
  'address2',
  'address2Translated',
] as const;
const BY_CODE: readonly SortField[] = [{ field: 'code', order: 'ASC' }];

/** Tax columns tax01…tax20, in number order. */
export const TAX_FIELD_NAMES: readonly string[] = Array.from(
  { length: 20 },
  (_, index) => `tax${String(index + 1).padStart(2, '0')}`,
);
const TAX_FIELDS = Object.fromEntries(TAX_FIELD_NAMES.map((name) => [name, 'decimal' as const]));

interface EntityOptions {
  group?: EntityGroup;
  suggestMinLength?: SuggestMinLength;
  fields?: Readonly<Record<string, FieldType>>;
  selectedFields?: readonly string[];
  defaultSort?: readonly SortField[];
  lookupField?: string;
  parent?: string;
  codeForm?: EntityDefinition['codeForm'];
  freeText?: FreeTextMode;
  partedCode?: PartedCode;
  rateFields?: readonly string[];
  withHsLevels?: boolean;
  party?: EntityDefinition['party'];
}

function entity(name: string, options: EntityOptions = {}): EntityDefinition {
  const selected = options.selectedFields ?? [...(options.parent ? ['parentCode'] : []), ...DEFAULT_SELECTED];
  return {
    name,
    ...(options.group ? { group: options.group } : {}),
    suggestMinLength: options.suggestMinLength ?? DEFAULT_SUGGEST_MIN_LENGTH,
    fields: { ...DESCRIBED_FIELDS, ...(options.parent ? { parentCode: 'text' } : {}), ...options.fields },
    // Deployed servers send every record's validity, so every default selection has it.
    selectedFields: [...new Set([...selected, ...Object.keys(VALIDITY_FIELDS)])],
    defaultSort: options.defaultSort ?? BY_CODE,
    lookupField: options.lookupField ?? 'code',
    textField: 'description',
    ...(options.parent ? { parent: options.parent } : {}),
    ...(options.codeForm ? { codeForm: options.codeForm } : {}),
    freeText: options.freeText ?? 'codeOrWords',
    ...(options.partedCode ? { partedCode: options.partedCode } : {}),
    rateFields: options.rateFields ?? [],
    withHsLevels: options.withHsLevels ?? false,
    ...(options.party ? { party: options.party } : {}),
  };
}

/** The Roman numbers of the HS sections, I to XXI. */
const HS_SECTION_NUMBERS = 'I II III IV V VI VII VIII IX X XI XII XIII XIV XV XVI XVII XVIII XIX XX XXI';
/** What a tariff note is about: a section by its Roman number, a chapter (2 digits) or a heading (4). */
const TARIFF_NOTE_SUBJECT = new RegExp(`^(?:${HS_SECTION_NUMBERS.split(' ').join('|')}|\\d{2}|\\d{4})$`);
/** An HS section by its Roman number. */
const HS_SECTION = new RegExp(`^(?:${HS_SECTION_NUMBERS.split(' ').join('|')})$`);

/** The levels of the HS a commodity line falls under, as deployed servers name them. */
const COMMODITY_HS_LEVEL_FIELDS = [
  'chapterCode',
  'chapterDescription',
  'headingCode',
  'headingDescription',
  'subHeadingCode',
  'subHeadingDescription',
] as const;

const COMMODITY_SELECTED = [
  ...DEFAULT_SELECTED,
  'supplementaryUnit1Code',
  ...TAX_FIELD_NAMES,
  'hsCode',
  'pr1',
  'pr2',
  'pr3',
  'pr4',
  ...COMMODITY_HS_LEVEL_FIELDS,
];

const ENTITY_LIST: readonly EntityDefinition[] = [
  entity('commodity', {
    group: 'tariff',
    fields: {
      // An administration's own national texts in the other languages (the tariff-texts import).
      ...LANGUAGE_NAME_FIELDS,
      supplementaryUnit1Code: 'text',
      hsCode: 'text',
      pr1: 'text',
      pr2: 'text',
      pr3: 'text',
      pr4: 'text',
      ...Object.fromEntries(COMMODITY_HS_LEVEL_FIELDS.map((field) => [field, 'text' as const])),
      ...TAX_FIELDS,
    },
    selectedFields: COMMODITY_SELECTED,
    freeText: 'tariffRanked',
    rateFields: TAX_FIELD_NAMES,
    withHsLevels: true,
  }),
  entity('packageType', { group: 'international', suggestMinLength: 2 }),
  entity('country', {
    group: 'international',
    suggestMinLength: 2,
    fields: { ...LANGUAGE_NAME_FIELDS, numericCode: 'text' },
  }),
  entity('company', {
    group: 'nationalParties',
    suggestMinLength: 4,
    fields: { ...ADDRESS_FIELDS, email: 'text', phoneNumber: 'text' },
    selectedFields: [
      ...DEFAULT_SELECTED,
      'email',
      'phoneNumber',
      'address1',
      'address1Translated',
      'address2',
      'address2Translated',
    ],
    party: { contactFields: ['email', 'phoneNumber'] },
  }),
  entity('termsOfDelivery', { group: 'international', suggestMinLength: 2 }),
  entity('exchangeRate', {
    group: 'other',
    fields: { rate: 'decimal' },
    selectedFields: [...DEFAULT_SELECTED, 'rate', 'validFromDate', 'validToDate'],
  }),
  entity('port', { group: 'international', fields: { countryCode: 'text', locationFunction: 'text' } }),
  // Named in the five interface languages: the traders' guide lists documents in the reader's language.
  entity('attachedDocument', { group: 'other', fields: LANGUAGE_NAME_FIELDS }),
  entity('unitOfMeasurement', { group: 'international', suggestMinLength: 2, fields: { symbol: 'text' } }),
  entity('ministry', { group: 'nationalParties' }),
  // The data carries no e-mail or telephone of declarants: a contact field added here is held back too.
  entity('declarant', {
    group: 'nationalParties',
    suggestMinLength: 4,
    fields: ADDRESS_FIELDS,
    selectedFields: ADDRESS_SELECTED,
    party: { contactFields: [] },
  }),
  entity('bank', { group: 'nationalParties', fields: ADDRESS_FIELDS, selectedFields: ADDRESS_SELECTED }),
  entity('containerType', { group: 'other', suggestMinLength: 2 }),
  entity('currency', {
    group: 'international',
    suggestMinLength: 2,
    fields: { ...LANGUAGE_NAME_FIELDS, numericCode: 'text', minorUnit: 'decimal' },
  }),
  entity('customsOffice', {
    group: 'nationalParties',
    fields: { ...ADDRESS_FIELDS, locationCode: 'text' },
    selectedFields: ADDRESS_SELECTED,
  }),
  entity('modelOfDeclaration', {
    group: 'procedures',
    suggestMinLength: 2,
    fields: { generalProcedureCode: 'text', flow: 'text' },
    selectedFields: [...DEFAULT_SELECTED, 'generalProcedureCode', 'flow'],
    defaultSort: [
      { field: 'generalProcedureCode', order: 'ASC' },
      { field: 'code', order: 'ASC' },
    ],
    partedCode: {
      parts: ['code', 'generalProcedureCode'],
      shownWith: '-',
      typedWith: '-',
      identifiesRecord: true,
    },
  }),
  entity('extendedProcedure', {
    group: 'procedures',
    fields: { requestedProcedureCode: 'text', previousProcedureCode: 'text' },
    selectedFields: [
      'code',
      'description',
      'descriptionTranslated',
      'previousProcedureCode',
      'requestedProcedureCode',
    ],
    defaultSort: [
      { field: 'requestedProcedureCode', order: 'ASC' },
      { field: 'code', order: 'ASC' },
    ],
    partedCode: {
      parts: ['requestedProcedureCode', 'previousProcedureCode'],
      shownWith: '',
      typedWith: '/',
      identifiesRecord: false,
    },
  }),
  entity('location', {
    group: 'international',
    suggestMinLength: 4,
    fields: { countryCode: 'text', locationFunction: 'text', subdivision: 'text', coordinates: 'text' },
  }),
  entity('meansOfPayment', { group: 'international', suggestMinLength: 2 }),
  /** UN/ECE Recommendation 19: the mode of transport at the border (1 maritime, 4 air…). */
  entity('modeOfTransport', { group: 'international', suggestMinLength: 2 }),

  // The levels of the Harmonized System (HS 2022) above the national lines, as deployed servers serve them.
  /** The 21 sections by Roman number (I…XXI), in their order (`sectionNumber`), with Arabic titles. */
  entity('section', {
    group: 'tariff',
    suggestMinLength: 2,
    fields: { sectionNumber: 'decimal', ...LANGUAGE_NAME_FIELDS },
    defaultSort: [{ field: 'sectionNumber', order: 'ASC' }],
    codeForm: { pattern: HS_SECTION, description: 'a section number in Roman numerals (I to XXI)' },
  }),
  entity('chapter', {
    group: 'tariff',
    suggestMinLength: 2,
    fields: { sectionCode: 'text', ...LANGUAGE_NAME_FIELDS },
    selectedFields: [...DEFAULT_SELECTED, 'sectionCode'],
    codeForm: { pattern: /^\d{2}$/, description: 'a chapter (2 digits)' },
  }),
  entity('heading', {
    group: 'tariff',
    fields: { chapterCode: 'text', ...HS_FRENCH_SPANISH_FIELDS },
    selectedFields: [...DEFAULT_SELECTED, 'chapterCode'],
    codeForm: { pattern: /^\d{4}$/, description: 'a heading (4 digits)' },
  }),
  /** Six-digit subheadings, as a commodity line's `subHeadingCode` names them. */
  entity('subHeading', {
    group: 'tariff',
    fields: { chapterCode: 'text', headingCode: 'text', ...HS_FRENCH_SPANISH_FIELDS },
    selectedFields: [...DEFAULT_SELECTED, 'headingCode'],
    codeForm: { pattern: /^\d{6}$/, description: 'a subheading (6 digits)' },
  }),
  /** The six-digit HS codes, as a commodity line's `hsCode` names them: the same codes as the subheadings. */
  entity('hsCode', {
    group: 'tariff',
    fields: { chapterCode: 'text', headingCode: 'text', ...HS_FRENCH_SPANISH_FIELDS },
    selectedFields: [...DEFAULT_SELECTED, 'chapterCode', 'headingCode'],
    codeForm: { pattern: /^\d{6}$/, description: 'an HS code (6 digits)' },
  }),

  // Procedures in the ASYCUDA conventions: the parts of a model of declaration and of a CPC.
  /** The first digit of a procedure: 1 permanent export … 4 home use … 9 other. */
  entity('generalProcedure', {
    group: 'procedures',
    suggestMinLength: 2,
    codeForm: { pattern: /^\d$/, description: 'a general procedure (1 digit)' },
  }),
  /** The procedure asked for, the first two digits of a CPC (40 home use), under its general procedure. */
  entity('requestedProcedure', {
    group: 'procedures',
    suggestMinLength: 2,
    fields: { generalProcedureCode: 'text' },
    selectedFields: [...DEFAULT_SELECTED, 'generalProcedureCode'],
    codeForm: { pattern: /^\d{2}$/, description: 'a procedure (2 digits)' },
  }),
  /** The procedure the goods come from, the last two digits of a CPC; 00 when none. */
  entity('previousProcedure', {
    group: 'procedures',
    suggestMinLength: 2,
    codeForm: { pattern: /^\d{2}$/, description: 'a procedure (2 digits)' },
  }),
  /** The letters of a model of declaration (IM import, EX export) and their flow ('1' import, '0' export). */
  entity('regimeType', {
    group: 'procedures',
    suggestMinLength: 2,
    fields: { flow: 'text' },
    selectedFields: [...DEFAULT_SELECTED, 'flow'],
    codeForm: { pattern: /^[A-Z]{2}$/, description: 'two capital letters (IM, EX)' },
  }),

  entity('additionalProcedure', { group: 'procedures' }),
  entity('taxRule', {
    group: 'procedures',
    fields: { ...LANGUAGE_NAME_FIELDS, tariffColumn: 'text', rate: 'decimal', base: 'text' },
    selectedFields: [...DEFAULT_SELECTED, 'tariffColumn'],
  }),
  entity('sro', {
    group: 'procedures',
    fields: {
      sroNumber: 'text',
      sroCode: 'text',
      path: 'text',
      cp3Code: 'text',
      issuedDate: 'date',
      // What the order does to an item's taxes, read by the taxation engine (taxReductionOf).
      rateCaps: 'text',
      suspendsTaxes: 'text',
      // The tariff lines the order cites: codes separated by spaces (sroTariffCodesOf), when it names them.
      tariffCodes: 'text',
    },
    selectedFields: ['code', 'sroNumber', 'sroCode', 'description', 'path', 'descriptionTranslated'],
    lookupField: 'cp3Code',
  }),
  /**
   * Legal notes of the tariff (issue 5): a list added to the portal's own, stored and imported like them.
   * The code names what the note is about; the description is the note, the translation its Bengali.
   */
  entity('tariffNote', {
    group: 'tariff',
    codeForm: {
      pattern: TARIFF_NOTE_SUBJECT,
      description: 'a section (I to XXI), a chapter (2 digits) or a heading (4 digits)',
    },
  }),
  // Sub-entities: lists that belong to one record of their parent.
  entity('ministryDepartments', { parent: 'ministry' }),
  entity('bankBranches', {
    parent: 'bank',
    fields: ADDRESS_FIELDS,
    selectedFields: ['parentCode', ...ADDRESS_SELECTED],
  }),
  entity('modeOfTransports', { parent: 'customsOffice' }),
  entity('transitSheds', { parent: 'customsOffice' }),
  entity('additionalRegimes', { parent: 'extendedProcedure' }),
  entity('sros', { parent: 'additionalProcedure' }),
  /** UN/ECE Recommendation 28: types of means of transport, coded within their mode (Rec 19). */
  entity('transportType', { parent: 'modeOfTransport' }),
];

export const ENTITY_CATALOG: ReadonlyMap<string, EntityDefinition> = new Map(
  ENTITY_LIST.map((definition) => [definition.name, definition]),
);

export const ENTITY_NAMES: readonly string[] = ENTITY_LIST.map((definition) => definition.name);

export function entityDefinition(name: string): EntityDefinition | undefined {
  return ENTITY_CATALOG.get(name);
}

/** The fewest characters a suggest field of a table sends, as the table declares it. */
export function suggestMinLengthOf(name: string): SuggestMinLength {
  return ENTITY_CATALOG.get(name)?.suggestMinLength ?? DEFAULT_SUGGEST_MIN_LENGTH;
}

/** The sub-entities whose parent is `name`, e.g. bankBranches for bank. */
export function entityChildren(name: string): readonly EntityDefinition[] {
  return ENTITY_LIST.filter((definition) => definition.parent === name);
}
