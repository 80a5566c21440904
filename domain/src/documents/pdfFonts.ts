/**
 * The fonts every PDF of the portal embeds (Noto Sans, SIL Open Font Licence), one per script and weight, as
 * module paths the server resolves: Latin and Arabic from the @fontsource packages as WOFF (fontkit cannot
 * subset their WOFF2 files); Bengali from the server's own pdf-fonts folder, Noto Sans Bengali 2.001 as
 * TrueType, because in the @fontsource version (3.011) a conjunct's arm (ক্ত, ল্ক) has no advance of its own
 * and fontkit, which pdfkit lays text out with, lets the next word run into it. The server reads and serves
 * them by these names, so the browser's exports and the server's tariff book embed the same fonts.
 */
export const PDF_FONT_FILES = {
  'latin-regular': '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  'latin-bold': '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  'bengali-regular': '@tsw/server/pdf-fonts/NotoSansBengali-Regular.ttf',
  'bengali-bold': '@tsw/server/pdf-fonts/NotoSansBengali-Bold.ttf',
  'arabic-regular': '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff',
  'arabic-bold': '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff',
} as const;

export type PdfFontName = keyof typeof PDF_FONT_FILES;
export const PDF_FONT_NAMES = Object.keys(PDF_FONT_FILES) as PdfFontName[];

/** The scripts the fonts cover. Digits, spaces and punctuation are drawn with the Latin font. */
export type PdfScript = 'latin' | 'bengali' | 'arabic';
export type PdfWeight = 'regular' | 'bold';

export function pdfFontName(script: PdfScript, weight: PdfWeight): PdfFontName {
  return `${script}-${weight}`;
}

/** Joiners take the script of the letter before them, so that a Bengali conjunct stays one run. */
const JOINERS = new Set([0x200c, 0x200d]);

function scriptOfCodePoint(point: number): PdfScript | undefined {
  // Bengali, and the dandas of the Devanagari block that Bengali text uses.
  if ((point >= 0x0980 && point <= 0x09ff) || point === 0x0964 || point === 0x0965) return 'bengali';
  if (
    (point >= 0x0600 && point <= 0x06ff) ||
    (point >= 0x0750 && point <= 0x077f) ||
    (point >= 0x08a0 && point <= 0x08ff) ||
    (point >= 0xfb50 && point <= 0xfdff) ||
    (point >= 0xfe70 && point <= 0xfeff)
  ) {
    return 'arabic';
  }
  return JOINERS.has(point) ? undefined : 'latin';
}

/** The script of each UTF-16 unit of the text, for choosing its font. */
export function scriptsOf(text: string): PdfScript[] {
  const scripts: PdfScript[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const script = scriptOfCodePoint(text.charCodeAt(index)) ?? scripts[index - 1] ?? 'latin';
    scripts.push(script);
  }
  return scripts;
}
