/**
 * American spellings as the HS writes them, British (issue 41): "urea fertilizer" must find "fertilisers",
 * "aluminum foil" "aluminium". Both the tariff's texts and the queries pass through, so that either
 * spelling finds the other.
 */
const BRITISH: ReadonlyMap<string, string> = new Map([
  ['aluminum', 'aluminium'],
  ['color', 'colour'],
  ['colored', 'coloured'],
  ['coloring', 'colouring'],
  ['flavor', 'flavour'],
  ['flavored', 'flavoured'],
  ['flavoring', 'flavouring'],
  ['odor', 'odour'],
  ['vapor', 'vapour'],
  ['harbor', 'harbour'],
  ['labor', 'labour'],
  ['tumor', 'tumour'],
  ['fiber', 'fibre'],
  ['fiberboard', 'fibreboard'],
  ['center', 'centre'],
  ['liter', 'litre'],
  ['gray', 'grey'],
  ['jewelry', 'jewellery'],
  ['mold', 'mould'],
  ['molded', 'moulded'],
  ['molding', 'moulding'],
  ['sulfur', 'sulphur'],
  ['sulfate', 'sulphate'],
  ['sulfide', 'sulphide'],
  ['sulfite', 'sulphite'],
  ['sulfuric', 'sulphuric'],
  ['sulfonic', 'sulphonic'],
  ['sulfonamide', 'sulphonamide'],
  ['tire', 'tyre'],
  ['pajama', 'pyjama'],
  ['plow', 'plough'],
  ['disk', 'disc'],
  ['catalog', 'catalogue'],
  ['program', 'programme'],
  ['woolen', 'woollen'],
  ['yogurt', 'yoghurt'],
  ['airplane', 'aeroplane'],
  ['hemoglobin', 'haemoglobin'],
  ['estrogen', 'oestrogen'],
  ['fetus', 'foetus'],
  ['kerosine', 'kerosene'],
]);

/** -ize, -izer, -ized, -izing, -ization (fertilizer, sterilized), -yze (analyze); not size, maize or seize. */
const IZE = /^([a-z]{3,}[^aeiou]?)(i|y)z(e|er|ed|ing|ation)$/;

export function britishSpelling(word: string): string {
  const listed = BRITISH.get(word);
  if (listed) return listed;
  const ize = IZE.exec(word);
  return ize ? `${ize[1]}${ize[2]}s${ize[3]}` : word;
}
