import { visualRuns } from './bidiRuns.js';
import { pdfFontName, type PdfWeight } from './pdfFonts.js';
import type { PdfWriter } from './pdfWriter.js';

export interface PdfTextStyle {
  readonly size: number;
  readonly weight: PdfWeight;
  readonly colour: string;
}

/**
 * Lays text out with the fonts of its scripts: words measured once per style, lines wrapped at spaces (and
 * inside a word only when the word alone is too wide), each line drawn run by run in visual order.
 */
export class PdfTextLayout {
  private readonly widths = new Map<string, number>();

  constructor(private readonly writer: PdfWriter) {}

  /** The width of a text with no line breaks. */
  width(text: string, style: PdfTextStyle): number {
    const key = `${style.weight}${style.size}\u0000${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = 0;
      for (const run of visualRuns(text)) {
        width += this.writer
          .font(pdfFontName(run.script, style.weight))
          .fontSize(style.size)
          .widthOfString(run.text);
      }
      this.widths.set(key, width);
    }
    return width;
  }

  /** The text in lines no wider than `width`. */
  wrap(text: string, style: PdfTextStyle, width: number): string[] {
    const words = text.split(/\s+/).filter((word) => word !== '');
    const space = this.width(' ', style);
    const lines: string[] = [];
    let line = '';
    let lineWidth = 0;
    for (const word of words) {
      const wordWidth = this.width(word, style);
      if (line !== '' && lineWidth + space + wordWidth <= width) {
        line += ` ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line !== '') lines.push(line);
      if (wordWidth <= width) {
        [line, lineWidth] = [word, wordWidth];
        continue;
      }
      // A word wider than the column (a long code or URL) is cut between its characters.
      const pieces = this.cut(word, style, width);
      lines.push(...pieces.slice(0, -1));
      line = pieces[pieces.length - 1] ?? '';
      lineWidth = this.width(line, style);
    }
    if (line !== '') lines.push(line);
    return lines.length > 0 ? lines : [''];
  }

  private cut(word: string, style: PdfTextStyle, width: number): string[] {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const pieces: string[] = [];
    let piece = '';
    for (const { segment } of segmenter.segment(word)) {
      if (piece !== '' && this.width(piece + segment, style) > width) {
        pieces.push(piece);
        piece = '';
      }
      piece += segment;
    }
    pieces.push(piece);
    return pieces;
  }

  /** One line on the baseline y, set against the left or right edge of a box `width` wide from x. */
  drawLine(
    text: string,
    style: PdfTextStyle,
    box: { x: number; y: number; width: number },
    side: 'left' | 'right',
  ) {
    const runs = visualRuns(text);
    const total = this.width(text, style);
    let x = side === 'left' ? box.x : box.x + box.width - total;
    this.writer.fillColor(style.colour);
    for (const run of runs) {
      this.writer
        .font(pdfFontName(run.script, style.weight))
        .fontSize(style.size)
        .text(run.text, x, box.y, { lineBreak: false, baseline: 'alphabetic' });
      x += this.writer.widthOfString(run.text);
    }
  }
}
