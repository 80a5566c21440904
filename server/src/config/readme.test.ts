import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_SCHEMA } from './config.js';

/** Every variable, documented in full; and the README's short table of the first settings to make. */
const CONFIGURATION_PAGE = 'docs/configuration.md';
const README = 'README.md';

const SETTINGS = Object.entries(CONFIG_SCHEMA.properties).map(([name, schema]) => {
  const fallback = (schema as { default?: unknown }).default;
  return { name, defaultCell: fallback === undefined ? '—' : `\`${String(fallback)}\`` };
});

/** The rows of a page's tables whose first cell names a variable (`PORT`), by name: their default cell. */
function variableRows(page: string): Map<string, string | undefined> {
  const text = readFileSync(new URL(`../../../${page}`, import.meta.url), 'utf8');
  const rows = new Map<string, string | undefined>();
  for (const line of text.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const name = /^`([A-Z][A-Z0-9_]*)`$/.exec(cells[1] ?? '')?.[1];
    if (line.trimStart().startsWith('|') && name) rows.set(name, cells[2]);
  }
  return rows;
}

describe(`the configuration page (${CONFIGURATION_PAGE})`, () => {
  const rows = variableRows(CONFIGURATION_PAGE);

  it.each(SETTINGS.map(({ name, defaultCell }) => [name, defaultCell]))(
    'documents %s with its default',
    (name, defaultCell) => {
      expect(rows.has(name), `${CONFIGURATION_PAGE} lacks a row for ${name}`).toBe(true);
      expect(rows.get(name)).toBe(defaultCell);
    },
  );

  it('documents no variable the portal does not read', () => {
    const known = new Set(SETTINGS.map(({ name }) => name));
    expect([...rows.keys()].filter((name) => !known.has(name))).toEqual([]);
  });
});

describe(`the README's first settings`, () => {
  const rows = variableRows(README);

  it('are variables the portal reads, with their defaults', () => {
    expect(rows.size).toBeGreaterThan(0);
    const defaults = new Map(SETTINGS.map(({ name, defaultCell }) => [name, defaultCell]));
    for (const [name, cell] of rows) {
      expect(defaults.has(name), `the README names ${name}, which the portal does not read`).toBe(true);
      expect(cell, name).toBe(defaults.get(name));
    }
  });
});
