import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, ToolSourceGraph } from './toolSourceGraph';

/** A folder of modules, each by its path and text. */
function sources(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'tsw-graph-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  return folder;
}

describe('the tools’ source graph', () => {
  const folder = sources({
    'entry.tsx': [
      "import { a } from './a';",
      "import type { T } from './typesOnly';",
      "import {\n  type U,\n  b,\n} from './b.js';",
      "export { c } from './c';",
      "import './styles.css';",
      "import { Button } from '@mantine/core';",
      "const later = () => import('./lazy/Screen');",
    ].join('\n'),
    'a.ts': "export * from './folder';",
    'b.ts': 'export const b = 1;',
    'c.tsx': 'export const c = 1;',
    'typesOnly.ts': 'export type T = 1;',
    'folder/index.ts': 'export const f = 1;',
    'lazy/Screen.tsx': "export default function Screen() { return 'tariff.search.title'; }",
    'styles.css': '',
  });

  it('follows static, re-exported and run-time imports, not type-only ones, styles or packages', () => {
    const file = join(folder, 'entry.tsx');
    expect(importsOf(file, new ToolSourceGraph().textOf(file))).toEqual([
      join(folder, 'a.ts'),
      join(folder, 'b.ts'),
      join(folder, 'c.tsx'),
      join(folder, 'lazy/Screen.tsx'),
    ]);
  });

  it('reaches every module from a start, through folders’ index modules', () => {
    const reached = new ToolSourceGraph().closureOf(join(folder, 'entry.tsx'));
    expect([...reached].map((file) => file.slice(folder.length + 1)).sort()).toEqual([
      'a.ts',
      'b.ts',
      'c.tsx',
      'entry.tsx',
      'folder/index.ts',
      'lazy/Screen.tsx',
    ]);
  });

  it('refuses an import that names no module, rather than leave its words out', () => {
    expect(() => importsOf(join(folder, 'entry.tsx'), "import { gone } from './gone';")).toThrow(
      /imports \.\/gone, which names no module/,
    );
  });
});
