import type { Plugin } from 'vite';

/**
 * Marks the tools' page's scripts as low priority (issue 40). The page draws its shell from HTML and the
 * style sheet alone; its module scripts never block that drawing, yet Chromium fetches them (and measures
 * like Lighthouse's count them as blocking) at high priority, beside the style sheet. Low, the style sheet
 * comes first and a phone shows the frame a second or more sooner. The server marks the screens' preloads
 * the same way (server/src/frontEndPages/toolsPage.ts).
 */
export function toolsScriptPriorityPlugin(): Plugin {
  return {
    name: 'tsw-tools-script-priority',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has written its own script and preload tags.
      order: 'post',
      handler: withLowPriorityScripts,
    },
  };
}

/** The page with its module scripts and their preloads at low priority, unless they give their own. */
export function withLowPriorityScripts(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}
