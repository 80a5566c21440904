import 'i18next';
import type en from './locales/en.json';

// Translation keys are typed from the English file: a key that does not exist there is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
