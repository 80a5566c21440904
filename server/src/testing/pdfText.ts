import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The text of a PDF as poppler's pdftotext reads it (the test script installs poppler-utils), and its page
 * count from pdfinfo: what a reader's tools get out of the file, not what we meant to put in.
 */
/** The text of the whole tariff book runs to several mebibytes, past execFileSync's 1 MiB default. */
const PDF_TEXT_MAX_BYTES = 64 * 1024 * 1024;

export function pdfText(pdf: Uint8Array): { text: string; pages: number } {
  return withPdfFile(pdf, (file) => {
    const text = execFileSync('pdftotext', ['-layout', file, '-'], {
      encoding: 'utf8',
      maxBuffer: PDF_TEXT_MAX_BYTES,
    });
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return { text, pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0) };
  });
}

/** The first page of a PDF as a PNG (pdftoppm), to look at. */
export function pdfFirstPagePng(pdf: Uint8Array, pngPath: string, dpi = 80): void {
  withPdfFile(pdf, (file) => pdfFirstPageToPng(file, pngPath, dpi));
}

/** poppler reads files: the PDF in a temporary folder for the call, removed after it. */
function withPdfFile<T>(pdf: Uint8Array, read: (file: string) => T): T {
  const folder = mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    const file = join(folder, 'document.pdf');
    writeFileSync(file, pdf);
    return read(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function pdfFirstPageToPng(file: string, pngPath: string, dpi: number): void {
  execFileSync('pdftoppm', [
    '-png',
    '-singlefile',
    '-f',
    '1',
    '-l',
    '1',
    '-r',
    String(dpi),
    file,
    pngPath.replace(/\.png$/, ''),
  ]);
}
