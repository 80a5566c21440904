import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { withBuildTimeModule, type BuildTimeSettings } from './buildTimeModule';

const SHELL_MARK = '<!--tools-shell-->';

/**
 * Writes the tools' shell (web/tools/loading/ToolsShell.tsx) into their page, in place of its mark: the
 * frame's bar a phone shows before the scripts have come, and the messages for scripts that fail or are
 * switched off. Drawn once at build time, with the build's settings, so that the page and the app show the
 * same.
 */
export function toolsShellPlugin(settings: BuildTimeSettings): Plugin {
  return {
    name: 'tsw-tools-shell',
    apply: 'build',
    async transformIndexHtml(html) {
      if (!html.includes(SHELL_MARK)) return html;
      return withBuildTimeModule<{ ToolsShell: ComponentType }, string>(
        settings,
        '/tools/loading/ToolsShell.tsx',
        (module) => html.replace(SHELL_MARK, renderToStaticMarkup(createElement(module.ToolsShell))),
      );
    },
  };
}
