/**
 * The names the site's HTML (drawn on the server) and its script (site/browser/) agree on: what the
 * script looks for in a page to enhance it. The templates write the attributes as they are, for reading;
 * the renderer's test draws pages and checks that the script's selectors find them.
 */
export const SITE_MARKUP = {
  /** A `<details>` menu the script closes on a click elsewhere or Escape. */
  menu: 'data-menu',
  /** Where sign-in links stand, which a signed-in user's menu replaces. */
  account: 'data-account',
  /** The `<template>` of a signed-in user's menu. */
  signedInTemplateId: 'site-signed-in',
  /** In that template: where the user's name goes, and the label naming them ("{{name}}" replaced). */
  userName: 'data-user-name',
  userLabel: 'data-user-label',
  /** A menu item only users holding one of these roles (space-separated) are offered. */
  roles: 'data-roles',
  /** A link to the same page in another language, which keeps the address's query and fragment. */
  keepsQuery: 'data-keeps-query',
  /** The notice, hidden, that the page is the copy kept from a visit, shown while the browser is offline. */
  offline: 'data-offline',
  /**
   * A table whose columns sort: a header's `data-sort` says how ("text", "number") and holds a disabled
   * button the script enables; a cell's `data-value` is what sorts, else its text.
   */
  sortable: 'data-sortable',
} as const;
