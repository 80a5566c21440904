import { keepQueryInLanguageLinks } from './languageLinks';
import { sayWhenOffline } from './offlineNotice';
import { keepPagesForOffline } from './offlinePages';
import { showSignedInAccount } from './signedInAccount';
import { closeMenusAsMenusDo } from './siteMenus';
import { enableTableSorting } from './tableSorting';

/*
 * The one script a reader of the information site downloads. Every page works without it; it enhances
 * what it finds: menus close as menus do, the language picker keeps the query, a signed-in user's name shows, the rates sort, and the pages
 * visited are kept for reading offline, saying so when they are read offline. It holds no words and loads nothing of React or of sign-in.
 */
closeMenusAsMenusDo(document);
keepQueryInLanguageLinks(document, window.location);
showSignedInAccount(document, window.sessionStorage);
enableTableSorting(document);
keepPagesForOffline(window);
sayWhenOffline(window);
