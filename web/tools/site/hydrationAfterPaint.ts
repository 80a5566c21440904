/**
 * A generated page paints its text before it asks for a script. React Router's `<Scripts>` writes a
 * `modulepreload` link per chunk in the head and an inline module that imports the route modules at once,
 * so on a slow connection the scripts compete with the page for the first bytes, and Lighthouse's
 * simulation counts them before the largest text. Here the links and the imports move into the inline
 * module, behind the first paint: the chunks are still all asked for together, in parallel, as before.
 */

const MODULE_PRELOAD = /<link rel="modulepreload"(?: fetchpriority="low")? href="([^"]+)"\/>/g;
const BOOT_MODULE = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");$/gm;

/** Waits for the frame after the first paint; a hidden tab has no frames, and needs none. */
const AFTER_FIRST_PAINT =
  "if (document.visibilityState !== 'hidden') " +
  'await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));';

function preloadAfterPaint(hrefs: readonly string[]): string {
  return (
    `for (const href of ${JSON.stringify(hrefs)}) {` +
    " const link = document.createElement('link');" +
    " link.rel = 'modulepreload'; link.href = href; document.head.append(link); }"
  );
}

/**
 * The page's HTML with its scripts asked for after the first paint, or unchanged when React Router's
 * output does not have the expected shape (the page then hydrates as React Router wrote it).
 */
export function withHydrationAfterPaint(html: string): string {
  const boot = BOOT_MODULE.exec(html);
  if (!boot?.[1]) return html;
  const hrefs = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const imports = boot[1].replace(STATIC_IMPORT, (_line, name: string | undefined, specifier: string) =>
    name ? `const ${name} = await import(${specifier});` : `await import(${specifier});`,
  );
  const script = `<script type="module" async="">${AFTER_FIRST_PAINT}\n${preloadAfterPaint(hrefs)}\n${imports}</script>`;
  return html.replace(MODULE_PRELOAD, '').replace(boot[0], () => script);
}
