import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const MANTINE_STYLES = join(WEB, 'node_modules/@mantine/core/styles');
const imported = readFileSync(join(WEB, 'tools/mantineStyles.css'), 'utf8');

/**
 * Components whose look is another's styles (Mantine's CSS files list: "check the component's source"):
 * what each of those the tools use needs beyond its own file.
 */
const BUILT_FROM: Readonly<Record<string, readonly string[]>> = {
  Select: ['Input', 'Combobox', 'Popover', 'ScrollArea'],
  MultiSelect: ['Input', 'Combobox', 'Popover', 'ScrollArea', 'Pill', 'PillsInput'],
  TagsInput: ['Input', 'Combobox', 'Popover', 'ScrollArea', 'Pill', 'PillsInput'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  NativeSelect: ['Input'],
  FileInput: ['Input'],
  PasswordInput: ['Input', 'ActionIcon'],
  Checkbox: ['InlineInput', 'CheckboxIndicator'],
  Switch: ['InlineInput'],
  SegmentedControl: ['FloatingIndicator'],
  Button: ['UnstyledButton', 'Loader'],
  Menu: ['Popover', 'UnstyledButton'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton', 'Paper'],
  Drawer: ['ModalBase', 'Overlay', 'CloseButton', 'Paper'],
  Alert: ['CloseButton'],
  Anchor: ['Text'],
  Card: ['Paper'],
  Table: ['ScrollArea'],
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The names the tools' code imports from @mantine/core. */
function mantineComponentsUsed(): Set<string> {
  const names = new Set<string>();
  for (const file of [...sourceFiles(join(WEB, 'tools')), ...sourceFiles(join(WEB, 'shared'))]) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g,
    ))
      for (const name of (match[1] ?? '').split(','))
        names.add(
          name
            .replace(/^\s*type\s+/, '')
            .replace(/\sas\s.*$/, '')
            .trim(),
        );
  }
  return names;
}

describe("the tools' Mantine styles (mantineStyles.css)", () => {
  it('has the styles of every Mantine component the tools use, and of what it is built from', () => {
    const needed = new Set<string>();
    for (const component of mantineComponentsUsed()) {
      needed.add(component);
      for (const part of BUILT_FROM[component] ?? []) needed.add(part);
    }
    const missing = [...needed]
      .filter((name) => existsSync(join(MANTINE_STYLES, `${name}.css`)))
      .filter((name) => !imported.includes(`@import '@mantine/core/styles/${name}.css';`));
    expect(missing).toEqual([]);
  });
});
