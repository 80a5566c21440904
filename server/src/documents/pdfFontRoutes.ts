import { PDF_FONT_FILES, PDF_FONT_NAMES, SERVER_PATHS, type PdfFontName } from '@tsw/domain';
import Type from 'typebox';
import { problem } from '../http/problem.js';
import type { TypedApp } from '../http/typedApp.js';
import { pdfFonts } from './pdfDocument.js';

/**
 * The fonts the browser embeds in its PDF exports, the same files the server's PDFs use. Public, and cached
 * for a day only: a new release of the portal may change a font under the same name.
 */
export function registerPdfFontRoutes(app: TypedApp): void {
  app.get(
    `${SERVER_PATHS.pdfFonts}/:name`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['Documents'],
        summary: 'A font the PDF exports embed (WOFF or TrueType, SIL Open Font Licence)',
        params: Type.Object({ name: Type.String({ maxLength: 40 }) }),
        response: { 404: Type.Ref('Problem') },
      },
    },
    async (request, reply) => {
      // `{name}.woff`, as earlier front ends asked for every font, is still the font of that name.
      const name = request.params.name.replace(/\.woff$/, '');
      if (!(PDF_FONT_NAMES as string[]).includes(name)) {
        const message = `There is no font ${request.params.name}.`;
        return reply
          .status(404)
          .send(problem(404, 'FONT_NOT_FOUND', message, [{ path: 'name', code: 'FONT_NOT_FOUND', message }]));
      }
      return reply
        .header(
          'content-type',
          PDF_FONT_FILES[name as PdfFontName].endsWith('.ttf') ? 'font/ttf' : 'font/woff',
        )
        .header('cache-control', 'public, max-age=86400')
        .send(pdfFonts().get(name as PdfFontName));
    },
  );
}
