import { SITE_MARKUP } from '../siteMarkup';

/**
 * The header's `<details>` menus (languages, tools, the phone menu, a user's) open and close without
 * script; with it, one closes when another opens, on a click elsewhere, and on Escape, as menus do.
 */
export function closeMenusAsMenusDo(document: Document): void {
  const openMenus = () => document.querySelectorAll<HTMLDetailsElement>(`details[${SITE_MARKUP.menu}][open]`);
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Node ? event.target : null;
    for (const menu of openMenus()) if (!target || !menu.contains(target)) menu.open = false;
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const menu of openMenus()) {
      menu.open = false;
      menu.querySelector('summary')?.focus();
    }
  });
}
