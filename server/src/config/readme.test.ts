import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_SCHEMA } from './config.js';

const README = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

describe('the README configuration table', () => {
  it.each(Object.entries(CONFIG_SCHEMA.properties))('documents %s with its default', (name, schema) => {
    const fallback = (schema as { default?: unknown }).default;
    const cells = README.split('\n')
      .map((line) => line.split('|').map((cell) => cell.trim()))
      .find((row) => row[1] === `\`${name}\``);
    expect(cells, `README lacks a row for ${name}`).toBeDefined();
    expect(cells?.[2]).toBe(fallback === undefined ? '—' : `\`${String(fallback)}\``);
  });
});
