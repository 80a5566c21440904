import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_SCHEMA } from './config.js';

const README = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

describe('the README configuration table', () => {
  it.each(Object.entries(CONFIG_SCHEMA.properties))('documents %s with its default', (name, schema) => {
    const fallback = (schema as { default?: unknown }).default;
    const row = README.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
    expect(row, `README lacks a row for ${name}`).toBeDefined();
    expect(row).toContain(fallback === undefined ? '| — |' : `\`${String(fallback)}\``);
  });
});
