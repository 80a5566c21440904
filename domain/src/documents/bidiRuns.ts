import * as bidiModule from 'bidi-js';
import type { Bidi } from 'bidi-js';
import { scriptsOf, type PdfScript } from './pdfFonts.js';

// The package's only export is a factory. Its types describe the ES module build (bundlers, the browser);
// Node loads the CommonJS build. Either way the namespace's default is the factory at run time, but Node's
// type view adds one more level, so it is found by what it is.
const bidiDefault: unknown = bidiModule.default;
const bidiFactory = (
  typeof bidiDefault === 'function' ? bidiDefault : (bidiDefault as { default: unknown }).default
) as () => Bidi;
const bidi = bidiFactory();

/** A piece of a line drawn with one font, as it is handed to the shaper. */
export interface ShapedRun {
  readonly text: string;
  readonly script: PdfScript;
}

/**
 * The runs of one line of text, left to right as they are drawn, after the Unicode bidirectional algorithm.
 *
 * The PDF library's shaper (fontkit) lays out a run in Arabic script right to left by itself: it reverses
 * the glyphs of such a run, whatever its bidi level. So an Arabic run is handed over in logical order (the
 * shaper turns it round), and every other run in visual order. That is also why Arabic-Indic digits, which
 * read left to right, are handed over reversed.
 */
export function visualRuns(text: string, direction: 'ltr' | 'rtl' | 'auto' = 'auto'): ShapedRun[] {
  if (text === '') return [];
  const embedding = bidi.getEmbeddingLevels(text, direction === 'auto' ? undefined : direction);
  const order = Array.from({ length: text.length }, (_, index) => index);
  for (const [start = 0, end = -1] of bidi.getReorderSegments(text, embedding)) {
    const reversed = order.slice(start, end + 1).reverse();
    order.splice(start, reversed.length, ...reversed);
  }
  const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels);
  const scripts = scriptsOf(text);
  // Neighbours in one script share a run whatever their levels: the characters are already in visual order,
  // and an Arabic run is turned round whole, by us and then by the shaper.
  const runs: { script: PdfScript; characters: string[] }[] = [];
  for (const index of order) {
    const script = scripts[index] ?? 'latin';
    const character = mirrored.get(index) ?? text[index] ?? '';
    const last = runs[runs.length - 1];
    if (last?.script === script) last.characters.push(character);
    else runs.push({ script, characters: [character] });
  }
  return runs.map((run) => ({
    script: run.script,
    text: (run.script === 'arabic' ? [...run.characters].reverse() : run.characters).join(''),
  }));
}

/** Whether a text reads right to left, by its first strong character (the paragraph rule of the algorithm). */
export function readsRightToLeft(text: string): boolean {
  return bidi.getEmbeddingLevels(text).paragraphs[0]?.level === 1;
}
