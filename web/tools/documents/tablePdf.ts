import {
  PDF_DOCUMENT_OPTIONS,
  PDF_FONT_NAMES,
  SERVER_PATHS,
  writeTablePdf,
  type PdfTableDocument,
} from '@tsw/domain';

let fonts: Promise<[string, ArrayBuffer][]> | undefined;

/** The fonts every PDF embeds, from the server that serves the same files to its own PDFs; fetched once. */
function pdfFonts(): Promise<[string, ArrayBuffer][]> {
  fonts ??= Promise.all(
    PDF_FONT_NAMES.map(async (name): Promise<[string, ArrayBuffer]> => {
      const response = await fetch(`${SERVER_PATHS.pdfFonts}/${name}`);
      if (!response.ok) throw new Error(`font ${name}: ${response.status}`);
      return [name, await response.arrayBuffer()];
    }),
  );
  fonts.catch(() => (fonts = undefined));
  return fonts;
}

/** Lets the page paint between parts of a long table. */
const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A table as a PDF made in the browser: the domain lays it out, with the country's and the portal's
 * logos, the title, the details and the embedded fonts that draw Bengali and Arabic.
 */
export async function tablePdf(document: PdfTableDocument): Promise<Blob> {
  // Loaded on first export only: the library is large and most visits never export.
  const [{ default: PDFDocument }, loaded] = await Promise.all([import('pdfkit'), pdfFonts()]);
  const pdf = new PDFDocument({ ...PDF_DOCUMENT_OPTIONS, info: { Title: document.title } });
  for (const [name, bytes] of loaded) pdf.registerFont(name, bytes);
  const chunks: Uint8Array[] = [];
  const done = new Promise<Blob>((resolve) => {
    pdf.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    pdf.on('end', () => resolve(new Blob(chunks as BlobPart[], { type: 'application/pdf' })));
  });
  await writeTablePdf(pdf, document, nextFrame);
  pdf.end();
  return done;
}
