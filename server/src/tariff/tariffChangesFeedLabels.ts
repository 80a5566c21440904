import type { Language } from '@tsw/domain';

/** The words of the tariff changes feeds, in each interface language ({{name}} placeholders). */
export interface TariffChangesFeedLabels {
  /** The feed's title, by its scope. */
  readonly tariff: string;
  readonly chapter: string;
  readonly heading: string;
  readonly line: string;
  readonly subtitle: string;
  /** An entry's title: the date the changes take effect. */
  readonly entryTitle: string;
  /** How many lines had a rate changed (a line's TTI changes with its rates: one line, not two). */
  readonly rates: string;
  readonly started: string;
  readonly ended: string;
  readonly descriptions: string;
  readonly srosStarted: string;
  readonly srosEnded: string;
  /** Said of an entry whose period is the sample data the portal ships. */
  readonly sample: string;
  /** Between the summary's sentences: the language's full stop. */
  readonly separator: string;
}

export const TARIFF_CHANGES_FEED_LABELS: Readonly<Record<Language, TariffChangesFeedLabels>> = {
  en: {
    tariff: 'Tariff changes',
    chapter: 'Tariff changes: chapter {{code}}',
    heading: 'Tariff changes: heading {{code}}',
    line: 'Tariff changes: line {{code}}',
    subtitle:
      'Each date the tariff changes: lines started and ended, descriptions and rates changed, SROs citing these lines.',
    entryTitle: 'Changes in force from {{date}}',
    rates: 'Lines with rates changed: {{count}}',
    started: 'Lines started: {{count}}',
    ended: 'Lines ended: {{count}}',
    descriptions: 'Descriptions changed: {{count}}',
    srosStarted: 'SROs in force: {{list}}',
    srosEnded: 'SROs ended: {{list}}',
    sample: 'Sample data, not an official tariff.',
    separator: '. ',
  },
  fr: {
    tariff: 'Modifications du tarif',
    chapter: 'Modifications du tarif : chapitre {{code}}',
    heading: 'Modifications du tarif : position {{code}}',
    line: 'Modifications du tarif : ligne {{code}}',
    subtitle:
      'Chaque date où le tarif change : lignes ouvertes et fermées, libellés et taux modifiés, SRO citant ces lignes.',
    entryTitle: 'Modifications en vigueur à partir du {{date}}',
    rates: 'Lignes aux taux modifiés : {{count}}',
    started: 'Lignes ouvertes : {{count}}',
    ended: 'Lignes fermées : {{count}}',
    descriptions: 'Libellés modifiés : {{count}}',
    srosStarted: 'SRO en vigueur : {{list}}',
    srosEnded: 'SRO échus : {{list}}',
    sample: 'Données d’exemple, pas un tarif officiel.',
    separator: '. ',
  },
  es: {
    tariff: 'Cambios del arancel',
    chapter: 'Cambios del arancel: capítulo {{code}}',
    heading: 'Cambios del arancel: partida {{code}}',
    line: 'Cambios del arancel: línea {{code}}',
    subtitle:
      'Cada fecha en que cambia el arancel: líneas abiertas y cerradas, descripciones y tipos modificados, SRO que citan estas líneas.',
    entryTitle: 'Cambios vigentes desde el {{date}}',
    rates: 'Líneas con tipos modificados: {{count}}',
    started: 'Líneas abiertas: {{count}}',
    ended: 'Líneas cerradas: {{count}}',
    descriptions: 'Descripciones modificadas: {{count}}',
    srosStarted: 'SRO vigentes: {{list}}',
    srosEnded: 'SRO vencidas: {{list}}',
    sample: 'Datos de ejemplo, no un arancel oficial.',
    separator: '. ',
  },
  ar: {
    tariff: 'تغييرات التعريفة',
    chapter: 'تغييرات التعريفة: الفصل {{code}}',
    heading: 'تغييرات التعريفة: البند الرئيسي {{code}}',
    line: 'تغييرات التعريفة: البند {{code}}',
    subtitle:
      'كل تاريخ تتغير فيه التعريفة: البنود المستحدثة والملغاة، والأوصاف والمعدلات المعدلة، والأوامر (SRO) التي تذكر هذه البنود.',
    entryTitle: 'تغييرات سارية اعتبارًا من {{date}}',
    rates: 'البنود ذات المعدلات المعدلة: {{count}}',
    started: 'البنود المستحدثة: {{count}}',
    ended: 'البنود الملغاة: {{count}}',
    descriptions: 'الأوصاف المعدلة: {{count}}',
    srosStarted: 'أوامر (SRO) سارية: {{list}}',
    srosEnded: 'أوامر (SRO) منتهية: {{list}}',
    sample: 'بيانات نموذجية، ليست تعريفة رسمية.',
    separator: '. ',
  },
  bn: {
    tariff: 'শুল্কহারের পরিবর্তন',
    chapter: 'শুল্কহারের পরিবর্তন: অধ্যায় {{code}}',
    heading: 'শুল্কহারের পরিবর্তন: শিরোনাম {{code}}',
    line: 'শুল্কহারের পরিবর্তন: লাইন {{code}}',
    subtitle: 'শুল্কহার যে তারিখে বদলায়: চালু ও বাতিল লাইন, পরিবর্তিত বিবরণ ও হার, এবং এসব লাইন উল্লেখকারী এসআরও।',
    entryTitle: '{{date}} থেকে কার্যকর পরিবর্তন',
    rates: 'হার পরিবর্তিত লাইন: {{count}}',
    started: 'চালু লাইন: {{count}}',
    ended: 'বাতিল লাইন: {{count}}',
    descriptions: 'পরিবর্তিত বিবরণ: {{count}}',
    srosStarted: 'কার্যকর এসআরও: {{list}}',
    srosEnded: 'মেয়াদোত্তীর্ণ এসআরও: {{list}}',
    sample: 'নমুনা তথ্য, সরকারি শুল্কহার নয়।',
    separator: '। ',
  },
};
