import { drawPortalLogo, PdfTextLayout, type PdfTextStyle, type PortalCountry } from '@tsw/domain';
import { pdfBytes } from '../documents/pdfDocument.js';

/** What a sample document says: its item's number, date and texts in English and Bengali. */
export interface ContentSamplePdfItem {
  readonly slug: string;
  readonly number?: string;
  readonly date?: string;
  readonly translations: Readonly<Record<string, { title?: string; summary?: string } | undefined>>;
}

export const SAMPLE_DOCUMENT_NOTICE =
  'SAMPLE DOCUMENT: written by the Trade Single Window project to show the portal; not an official text.';

const MARGIN = 56;
const LOGO_SIZE = 36;
const INK = '#1a1a1a';
const STYLES = {
  title: { size: 16, weight: 'bold', colour: INK },
  heading: { size: 11, weight: 'bold', colour: INK },
  body: { size: 11, weight: 'regular', colour: INK },
  notice: { size: 10, weight: 'bold', colour: '#a61b1b' },
} as const satisfies Record<string, PdfTextStyle>;
const LINE_HEIGHT = 1.45;

/**
 * A one-page PDF standing in for a download or an SRO, saying plainly that it is a sample: its texts in
 * English, then in Bengali, each line laid out by the portal's PDF text layout (the font of each script,
 * Bengali conjuncts shaped, mixed lines in bidirectional order), as the portal's other PDFs are.
 */
export function contentSamplePdf(item: ContentSamplePdfItem, country: PortalCountry): Promise<Buffer> {
  const english = item.translations.en;
  const bengali = item.translations.bn;
  const title = english?.title ?? item.slug;
  return pdfBytes(
    title,
    async (document) => {
      const layout = new PdfTextLayout(document);
      const width = document.page.width - 2 * MARGIN;
      let y = MARGIN;
      const paragraph = (text: string | undefined, style: PdfTextStyle, spaceAfter = style.size) => {
        if (!text) return;
        for (const line of layout.wrap(text, style, width)) {
          y += style.size * LINE_HEIGHT;
          layout.drawLine(line, style, { x: MARGIN, y, width }, 'left');
        }
        y += spaceAfter;
      };
      drawPortalLogo(document, country, MARGIN, y, LOGO_SIZE);
      y += LOGO_SIZE + 12;
      paragraph(SAMPLE_DOCUMENT_NOTICE, STYLES.notice, 16);
      paragraph(item.number, STYLES.heading, 2);
      paragraph(item.date, STYLES.body);
      paragraph(title, STYLES.title);
      paragraph(english?.summary, STYLES.body, 24);
      paragraph(bengali?.title, STYLES.title);
      paragraph(bengali?.summary, STYLES.body);
    },
    'portrait',
  );
}
