import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/*
 * The web's own modules as the tools' build sees them, read from their sources: which module a module
 * imports, statically or when it runs (`import('./x')`). Packages (`@mantine/core`, `@tsw/domain`) are not
 * followed, nor `import.meta.glob` (the route table's modules, ToolRoutes.tsx): each route is a start of its
 * own. Type-only imports bring no code, so they are not followed either.
 */

/** `import … from './x'`, `import './x'`, `export … from './x'`; group 1 marks `import type`/`export type`. */
const STATIC_IMPORT =
  /(?:^|[;}\n])\s*(?:import|export)\s+(type\s+)?(?:[\w*$\s{},]*?\s*from\s*)?['"]([^'"\n]+)['"]/g;
/** `import('./x')` with a literal path. */
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;
/** What a relative import may name that is no module with code of ours. */
const NO_MODULE = /\.(css|json|svg|png|jpe?g|webp|woff2?)(\?.*)?$/;
const MODULE_FILE = /\.tsx?$/;

/** The source file a relative import names, or undefined for a package or a file that is no module. */
export function importedFile(importer: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.') || NO_MODULE.test(specifier)) return undefined;
  const base = resolve(dirname(importer), specifier.replace(/\.js$/, ''));
  const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => MODULE_FILE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile(),
  );
  // A path that names nothing would leave the module's words out of the build unnoticed.
  if (!found) throw new Error(`${importer} imports ${specifier}, which names no module`);
  return found;
}

/** The modules of ours a source imports, statically or when it runs. */
export function importsOf(file: string, source: string): string[] {
  const specifiers = [
    ...[...source.matchAll(STATIC_IMPORT)].filter((match) => !match[1]).map((match) => match[2] ?? ''),
    ...[...source.matchAll(DYNAMIC_IMPORT)].map((match) => match[1] ?? ''),
  ];
  return [...new Set(specifiers.flatMap((specifier) => importedFile(file, specifier) ?? []))];
}

/** The web's modules read once each, with what each imports. */
export class ToolSourceGraph {
  private readonly sources = new Map<string, { text: string; imports: string[] }>();

  /** A module's source text. */
  textOf(file: string): string {
    return this.read(file).text;
  }

  /** A module and every module it reaches, statically or when it runs. */
  closureOf(start: string): Set<string> {
    const reached = new Set<string>();
    const pending = [start];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      if (reached.has(file)) continue;
      reached.add(file);
      pending.push(...this.read(file).imports);
    }
    return reached;
  }

  private read(file: string) {
    let read = this.sources.get(file);
    if (!read) {
      const text = readFileSync(file, 'utf8');
      read = { text, imports: importsOf(file, text) };
      this.sources.set(file, read);
    }
    return read;
  }
}
