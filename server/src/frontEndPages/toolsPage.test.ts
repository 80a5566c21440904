import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testFolder } from '../testing/temporaryFolder.js';
import { toolsPageOf } from './toolsPage.js';

describe('toolsPageOf', () => {
  it('answers the build’s tools page in the language and direction of each path', () => {
    const directory = testFolder('tsw-tools-');
    writeFileSync(
      join(directory, 'index.html'),
      '<!DOCTYPE html><html data-mantine-color-scheme="light" lang="en" dir="ltr"><body lang="en"></body></html>',
    );
    const page = toolsPageOf(directory);
    expect(page?.of('ar').body).toContain('<html data-mantine-color-scheme="light" lang="ar" dir="rtl">');
    expect(page?.of('bn').body).toContain('lang="bn" dir="ltr">');
    // Only the document's own language changes: the page's other elements keep theirs.
    expect(page?.of('ar').body).toContain('<body lang="en">');
    expect(page?.of('fr').etag).not.toBe(page?.of('es').etag);
  });

  it('is absent without a build', () => {
    expect(toolsPageOf(testFolder('tsw-tools-'))).toBeUndefined();
  });
});
