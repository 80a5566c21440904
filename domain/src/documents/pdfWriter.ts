/**
 * The part of the PDF library's document (pdfkit's PDFDocument) the portal's PDFs are drawn with. The domain
 * states it and the server and the browser each pass their own pdfkit document, so one layout serves the
 * browser's exports and the server's tariff book; nothing here reads a file.
 */
export interface PdfWriter {
  readonly page: { readonly width: number; readonly height: number };
  font(name: string): this;
  fontSize(size: number): this;
  widthOfString(text: string): number;
  /** Drawn with `baseline: 'alphabetic'`, so that runs in fonts of different heights share a baseline. */
  text(text: string, x: number, y: number, options?: { lineBreak?: boolean; baseline?: 'alphabetic' }): this;
  fillColor(color: string): this;
  strokeColor(color: string): this;
  lineWidth(width: number): this;
  rect(x: number, y: number, width: number, height: number): this;
  roundedRect(x: number, y: number, width: number, height: number, radius: number): this;
  circle(x: number, y: number, radius: number): this;
  polygon(...points: [number, number][]): this;
  moveTo(x: number, y: number): this;
  lineTo(x: number, y: number): this;
  fill(color?: string): this;
  stroke(color?: string): this;
  addPage(): this;
  switchToPage(index: number): unknown;
  bufferedPageRange(): { start: number; count: number };
}

/**
 * How every PDF of the portal is opened: A4 across (a tariff table is wide), pages kept to number them, and
 * no default font (the library's Helvetica is not in its browser build, and every text names its font).
 */
export const PDF_DOCUMENT_OPTIONS = {
  size: 'A4',
  layout: 'landscape',
  margin: 0,
  bufferPages: true,
  font: null as unknown as string,
} as const;
