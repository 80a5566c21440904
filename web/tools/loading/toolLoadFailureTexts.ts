import type { Language } from '../../shared/i18n/languages';

/**
 * The words a tool's page shows when its code never comes, in every language at once: they are in the
 * page itself, before any translation file could load, so they cannot come from one (a translation file
 * imported here would be in every tool's first script whole).
 */
export const TOOL_LOAD_FAILURE_TEXTS: Readonly<
  Record<Language, { readonly failed: string; readonly reload: string; readonly noScript: string }>
> = {
  en: {
    failed: 'This screen could not load. Check your connection, then reload the page.',
    reload: 'Reload',
    noScript:
      'This screen needs JavaScript. Switch it on in your browser, or read the information pages, which work without it.',
  },
  fr: {
    failed: 'Cet écran n’a pas pu se charger. Vérifiez votre connexion, puis rechargez la page.',
    reload: 'Recharger',
    noScript:
      'Cet écran a besoin de JavaScript. Activez-le dans votre navigateur, ou lisez les pages d’information, qui fonctionnent sans lui.',
  },
  es: {
    failed: 'Esta pantalla no se pudo cargar. Compruebe su conexión y vuelva a cargar la página.',
    reload: 'Volver a cargar',
    noScript:
      'Esta pantalla necesita JavaScript. Actívelo en su navegador, o lea las páginas de información, que funcionan sin él.',
  },
  ar: {
    failed: 'تعذّر تحميل هذه الشاشة. تحقّق من اتصالك ثم أعد تحميل الصفحة.',
    reload: 'إعادة التحميل',
    noScript: 'تحتاج هذه الشاشة إلى جافاسكربت. فعّلها في متصفحك، أو اقرأ صفحات المعلومات التي تعمل من دونها.',
  },
  bn: {
    failed: 'এই স্ক্রিনটি লোড হয়নি। আপনার সংযোগ পরীক্ষা করুন, তারপর পৃষ্ঠাটি আবার লোড করুন।',
    reload: 'আবার লোড করুন',
    noScript:
      'এই স্ক্রিনের জন্য জাভাস্ক্রিপ্ট প্রয়োজন। আপনার ব্রাউজারে এটি চালু করুন, অথবা তথ্যের পৃষ্ঠাগুলো পড়ুন, যেগুলো এটি ছাড়াই চলে।',
  },
};
