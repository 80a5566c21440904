import type { PortalCountry } from '../portal/portalCountries.js';
import { readsRightToLeft } from './bidiRuns.js';
import { drawCountryFlag, drawPortalLogo } from './pdfLogos.js';
import { PdfTextLayout, type PdfTextStyle } from './pdfText.js';
import type { PdfWriter } from './pdfWriter.js';

export interface PdfTableColumn {
  readonly header: string;
  /** The column's share of the table's width. */
  readonly weight: number;
  /** Numbers are set against the column's end edge. */
  readonly numeric?: boolean;
}

/** A row of cells, or a group's title across the table (a chapter or heading in the tariff book). */
export type PdfTableRow = { readonly cells: readonly string[] } | { readonly group: string };

/** A table as the portal prints it: logos, title, details such as the print date, then the table. */
export interface PdfTableDocument {
  readonly direction: 'ltr' | 'rtl';
  readonly country: PortalCountry;
  /** "{country} Single Window {table}". */
  readonly title: string;
  /** Lines under the title: the print date, what was searched, when the rates were last updated. */
  readonly details: readonly string[];
  readonly columns: readonly PdfTableColumn[];
  readonly rows: readonly PdfTableRow[];
  pageNumber(page: number, pages: number): string;
}

/** Rows drawn between two pauses: a long table (the tariff book) lets the server or page do other work. */
const ROWS_BETWEEN_PAUSES = 100;

const MARGIN = 32;
const FOOTER = 22;
const PADDING = 3;
const LOGO = 40;
const STYLES = {
  title: { size: 15, weight: 'bold', colour: '#212529' },
  detail: { size: 9, weight: 'regular', colour: '#343a40' },
  header: { size: 8, weight: 'bold', colour: '#212529' },
  cell: { size: 8, weight: 'regular', colour: '#212529' },
  group: { size: 8.5, weight: 'bold', colour: '#0b4f3c' },
  footer: { size: 7.5, weight: 'regular', colour: '#495057' },
} as const satisfies Record<string, PdfTextStyle>;
const lineHeight = (style: PdfTextStyle) => style.size * 1.45;

/**
 * Draws the document on the writer, page after page: the logos and title on the first page, the column
 * headers on every page, a page number at the foot of each. Right to left, the columns run from the right
 * and text is set against the right edge. `pause` is awaited every few rows.
 */
export async function writeTablePdf(
  writer: PdfWriter,
  document: PdfTableDocument,
  pause: () => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  const text = new PdfTextLayout(writer);
  const { width: pageWidth, height: pageHeight } = writer.page;
  const tableWidth = pageWidth - 2 * MARGIN;
  const rtl = document.direction === 'rtl';
  const start: 'left' | 'right' = rtl ? 'right' : 'left';
  const end: 'left' | 'right' = rtl ? 'left' : 'right';
  const bottom = pageHeight - MARGIN - FOOTER;

  const totalWeight = document.columns.reduce((sum, column) => sum + column.weight, 0);
  let edge = rtl ? MARGIN + tableWidth : MARGIN;
  const columns = document.columns.map((column) => {
    const width = (column.weight / totalWeight) * tableWidth;
    const x = rtl ? edge - width : edge;
    edge = rtl ? edge - width : edge + width;
    return { ...column, x, width };
  });

  // The first page's heading: the country's flag at the start edge, the portal's logo at the end edge.
  let y = MARGIN;
  drawCountryFlag(writer, document.country, rtl ? pageWidth - MARGIN - LOGO * 1.5 : MARGIN, y, LOGO);
  drawPortalLogo(writer, document.country, rtl ? MARGIN : pageWidth - MARGIN - LOGO, y, LOGO);
  const headingBox = { x: MARGIN + LOGO * 1.5 + 12, width: tableWidth - 2 * (LOGO * 1.5 + 12) };
  for (const line of text.wrap(document.title, STYLES.title, headingBox.width)) {
    y += lineHeight(STYLES.title);
    text.drawLine(line, STYLES.title, { ...headingBox, y: y - 4 }, start);
  }
  for (const detail of document.details) {
    for (const line of text.wrap(detail, STYLES.detail, headingBox.width)) {
      y += lineHeight(STYLES.detail);
      text.drawLine(line, STYLES.detail, { ...headingBox, y: y - 3 }, start);
    }
  }
  y = Math.max(y, MARGIN + LOGO) + 14;

  const cellLines = (cells: readonly string[], style: PdfTextStyle) =>
    columns.map((column, index) => text.wrap(cells[index] ?? '', style, column.width - 2 * PADDING));
  const drawCells = (lines: string[][], style: PdfTextStyle, top: number) => {
    columns.forEach((column, index) => {
      (lines[index] ?? []).forEach((line, lineIndex) => {
        // A cell in the other script's direction (English in an Arabic table) still starts at its own edge.
        const side = column.numeric ? end : readsRightToLeft(line) === rtl ? start : rtl ? 'left' : 'right';
        const baseline = top + PADDING + style.size + lineIndex * lineHeight(style);
        text.drawLine(
          line,
          style,
          { x: column.x + PADDING, y: baseline, width: column.width - 2 * PADDING },
          side,
        );
      });
    });
  };
  const heightOf = (lines: string[][], style: PdfTextStyle) =>
    Math.max(...lines.map((cell) => cell.length)) * lineHeight(style) +
    2 * PADDING -
    (lineHeight(style) - style.size) +
    2;

  const headerLines = cellLines(
    document.columns.map((column) => column.header),
    STYLES.header,
  );
  const headerHeight = heightOf(headerLines, STYLES.header);
  const drawHeader = () => {
    writer.rect(MARGIN, y, tableWidth, headerHeight).fill('#e9ecef');
    drawCells(headerLines, STYLES.header, y);
    y += headerHeight;
  };
  const newPage = () => {
    writer.addPage();
    y = MARGIN;
    drawHeader();
  };
  drawHeader();

  for (const [index, row] of document.rows.entries()) {
    if (index > 0 && index % ROWS_BETWEEN_PAUSES === 0) await pause();
    if ('group' in row) {
      const lines = text.wrap(row.group, STYLES.group, tableWidth - 2 * PADDING);
      const height = lines.length * lineHeight(STYLES.group) + 2 * PADDING;
      // A group's title is kept with the first row under it.
      const next = document.rows[index + 1];
      const following =
        next && 'cells' in next ? heightOf(cellLines(next.cells, STYLES.cell), STYLES.cell) : 0;
      if (y + height + following > bottom) newPage();
      writer.rect(MARGIN, y, tableWidth, height).fill('#f1f3f5');
      lines.forEach((line, lineIndex) => {
        const baseline = y + PADDING + STYLES.group.size + lineIndex * lineHeight(STYLES.group);
        text.drawLine(
          line,
          STYLES.group,
          { x: MARGIN + PADDING, y: baseline, width: tableWidth - 2 * PADDING },
          start,
        );
      });
      y += height;
      continue;
    }
    const lines = cellLines(row.cells, STYLES.cell);
    const height = heightOf(lines, STYLES.cell);
    if (y + height > bottom) newPage();
    drawCells(lines, STYLES.cell, y);
    y += height;
    writer
      .lineWidth(0.4)
      .strokeColor('#dee2e6')
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + tableWidth, y)
      .stroke();
  }

  const { start: first, count } = writer.bufferedPageRange();
  for (let page = first; page < first + count; page += 1) {
    writer.switchToPage(page);
    const label = document.pageNumber(page - first + 1, count);
    const footerBox = { x: MARGIN, y: pageHeight - MARGIN, width: tableWidth };
    text.drawLine(document.title, STYLES.footer, footerBox, start);
    text.drawLine(label, STYLES.footer, footerBox, end);
  }
}
