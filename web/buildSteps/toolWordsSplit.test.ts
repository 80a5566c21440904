import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../shared/i18n/locales/en.json';
import type { WordTree } from '../shared/i18n/wordFiles';
import { toolWordsOfSources } from './toolWordsOfSources';
import { keyPathsIn, wordsAt, wordsBeyond } from './toolWordsSplit';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const GROUPS = Object.keys(en);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'build'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every text of a tree, by its full key. */
function leaves(tree: WordTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  );
}

describe('the words a source names', () => {
  it('reads whole keys, and the groups a key completed when it runs starts', () => {
    const source = [
      "t('tariff.search.title')",
      't("auth.signIn")',
      't(`problems.${code}`)',
      "t('aiTariffSearch.choices.' + choice)",
      't(`tariff.col${name}`)',
      "i18nKey='errors.backHome'",
      "'not.a.group'",
    ].join('\n');
    expect(keyPathsIn(source, GROUPS)).toEqual([
      ['tariff', 'search', 'title'],
      ['auth', 'signIn'],
      ['problems'],
      ['aiTariffSearch', 'choices'],
      ['tariff'],
      ['errors', 'backHome'],
    ]);
  });

  it('takes a text with its plural forms, and leaves out what names nothing', () => {
    const words = { g: { count_one: '1', count_other: 'n', countless: 'x', sub: { a: 'a' } } };
    expect(
      wordsAt(words, [
        ['g', 'count'],
        ['g', 'sub'],
        ['g', 'missing', 'deep'],
        ['h', 'x'],
      ]),
    ).toEqual({
      g: { count_one: '1', count_other: 'n', sub: { a: 'a' } },
    });
  });

  it('leaves out of a part what another holds already', () => {
    const all = { a: { x: '1', y: '2' }, b: { z: '3' } };
    expect(wordsBeyond(all, { a: { x: '1' } })).toEqual({ a: { y: '2' }, b: { z: '3' } });
    expect(wordsBeyond(all, all)).toEqual({});
  });

  it('finds every English text named in the web’s sources (a text named otherwise would be left out)', () => {
    const named = ['tools', 'shared', 'site'].flatMap((folder) =>
      sourceFiles(join(WEB, folder)).flatMap((file) => keyPathsIn(readFileSync(file, 'utf8'), GROUPS)),
    );
    const found = new Set(leaves(wordsAt(en, named)));
    expect(leaves(en).filter((leaf) => !found.has(leaf))).toEqual([]);
  });
});

describe('the tools’ words, cut from the real sources', () => {
  const split = toolWordsOfSources();
  const tariffSearch = 'routes/tools/tariffSearch.tsx';

  it('gives the frame its words, and the tariff search its own beyond them', () => {
    const { first, routes, groups } = split.en;
    expect(Object.keys(first)).toEqual(expect.arrayContaining(['nav', 'auth', 'footer', 'language']));
    expect(first).not.toHaveProperty('tariff');
    // The problems the API may answer, named by their code, are a part the screens share.
    expect(first).not.toHaveProperty('problems');
    expect(Object.keys(groups)).toEqual(['problems']);
    expect(routes[tariffSearch]?.groups).toEqual(['problems']);
    expect(routes[tariffSearch]?.own).toHaveProperty(['tariff', 'searchLabel']);
    expect(routes[tariffSearch]?.own).not.toHaveProperty('taxation');
  });

  it('holds every text of a group a screen names whole, and none twice', () => {
    for (const [language, words] of Object.entries(split)) {
      const whole = JSON.parse(
        readFileSync(join(WEB, `shared/i18n/locales/${language}.json`), 'utf8'),
      ) as WordTree;
      for (const [route, { own, groups }] of Object.entries(words.routes)) {
        const loaded = new Set([
          ...leaves(words.first),
          ...leaves(own),
          ...groups.flatMap((group) => leaves({ [group]: words.groups[group] ?? {} })),
        ]);
        // Every text of a group its screen names is there, in the language's plural forms too.
        const wanted = groups.flatMap((group) => leaves({ [group]: whole[group] as WordTree }));
        expect(
          wanted.filter((leaf) => !loaded.has(leaf)),
          `${language} ${route}`,
        ).toEqual([]);
        const first = new Set(leaves(words.first));
        expect(
          leaves(own).filter((leaf) => first.has(leaf)),
          `${language} ${route}`,
        ).toEqual([]);
      }
    }
    expect(Object.keys(split.ar.first.apiRefusals as WordTree)).toEqual(
      expect.arrayContaining([
        'rateLimited_zero',
        'rateLimited_few',
        'rateLimited_many',
        'rateLimited_other',
      ]),
    );
  });
});
