import { lazy } from 'react';

/** The header's menus' code, asked for when a menu's button is pointed at, focused or clicked. */
export const loadHeaderMenus = () => import('./HeaderMenus');

export const LanguageMenu = lazy(async () => ({ default: (await loadHeaderMenus()).LanguageMenu }));
export const ToolsMenu = lazy(async () => ({ default: (await loadHeaderMenus()).ToolsMenu }));
export const AccountMenu = lazy(async () => ({ default: (await loadHeaderMenus()).AccountMenu }));
