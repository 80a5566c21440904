/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** COUNTRY when the front end is built: the country its prerendered pages name. */
  readonly VITE_PORTAL_COUNTRY?: string;
}
