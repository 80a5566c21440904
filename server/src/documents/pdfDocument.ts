import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PDF_DOCUMENT_OPTIONS, PDF_FONT_FILES, PDF_FONT_NAMES, type PdfFontName } from '@tsw/domain';

const require = createRequire(import.meta.url);

let fonts: ReadonlyMap<PdfFontName, Buffer> | undefined;

/** The fonts every PDF embeds, read from their packages once. */
export function pdfFonts(): ReadonlyMap<PdfFontName, Buffer> {
  fonts ??= new Map(
    PDF_FONT_NAMES.map((name) => [name, readFileSync(require.resolve(PDF_FONT_FILES[name]))]),
  );
  return fonts;
}

/** Lets other requests run between parts of a long document. */
export const yieldToOtherWork = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A new PDF with the portal's page setup and fonts, drawn by `draw`, as bytes; A4 across unless `layout`
 * says otherwise (a letter-like document, such as a sample order, stands upright).
 */
export async function pdfBytes(
  title: string,
  draw: (document: PDFKit.PDFDocument) => Promise<void>,
  layout: 'portrait' | 'landscape' = PDF_DOCUMENT_OPTIONS.layout,
): Promise<Buffer> {
  // pdfkit and its font engine are loaded with the first PDF: some 20 MiB that a portal drawing none
  // need not hold (issue 48).
  const { default: PDFDocument } = await import('pdfkit');
  const document = new PDFDocument({
    ...PDF_DOCUMENT_OPTIONS,
    layout,
    info: { Title: title, Creator: 'Trade Single Window' },
  });
  for (const [name, bytes] of pdfFonts()) document.registerFont(name, bytes);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  await draw(document);
  document.end();
  return done;
}
