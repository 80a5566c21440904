import type { Language } from '@tsw/domain';

/** The words of the tariff book PDFs, in each interface language ({{name}} placeholders). */
export interface TariffBookLabels {
  /** The document's title from the portal's name and the table's: "{country} Single Window {table}". */
  readonly title: string;
  readonly tariffBook: string;
  readonly chapter: string;
  readonly section: string;
  readonly code: string;
  readonly description: string;
  readonly unit: string;
  readonly printedOn: string;
  readonly inForceOn: string;
  readonly page: string;
  /**
   * Said where the titles are not the official text (Bengali: the portal's working translation) or come
   * from elsewhere (French, Spanish: the EU's Combined Nomenclature, the national lines staying English).
   */
  readonly titlesNote?: string;
  /**
   * Before a line's national English text, in a language whose lines show their subheading's text
   * instead (French, Spanish: no national line has a text of its own in them, issue 49).
   */
  readonly nationalText?: string;
}

export const TARIFF_BOOK_LABELS: Readonly<Record<Language, TariffBookLabels>> = {
  en: {
    title: '{{portal}} {{table}}',
    tariffBook: 'Tariff Book',
    chapter: 'Chapter {{chapter}}',
    section: 'Section {{section}}',
    code: 'HS code',
    description: 'Description',
    unit: 'UOM',
    printedOn: 'Printed on {{date}}',
    inForceOn: 'Tariff in force on {{date}}',
    page: 'Page {{page}} of {{pages}}',
  },
  fr: {
    title: '{{portal}} – {{table}}',
    tariffBook: 'Livre du tarif',
    chapter: 'Chapitre {{chapter}}',
    section: 'Section {{section}}',
    code: 'Code SH',
    description: 'Désignation',
    unit: 'Unité',
    printedOn: 'Imprimé le {{date}}',
    inForceOn: 'Tarif en vigueur le {{date}}',
    page: 'Page {{page}} sur {{pages}}',
    titlesNote:
      'Titres et textes des sous-positions du SH 2022 selon la Nomenclature combinée 2026 de l’UE ; les lignes nationales sont en anglais, leur texte officiel.',
    nationalText: 'Texte national (anglais) :',
  },
  es: {
    title: '{{portal}} – {{table}}',
    tariffBook: 'Libro del arancel',
    chapter: 'Capítulo {{chapter}}',
    section: 'Sección {{section}}',
    code: 'Código SA',
    description: 'Descripción',
    unit: 'Unidad',
    printedOn: 'Impreso el {{date}}',
    inForceOn: 'Arancel vigente el {{date}}',
    page: 'Página {{page}} de {{pages}}',
    titlesNote:
      'Títulos y textos de las subpartidas del SA 2022 según la Nomenclatura Combinada 2026 de la UE; las líneas nacionales están en inglés, su texto oficial.',
    nationalText: 'Texto nacional (inglés):',
  },
  ar: {
    title: '{{portal}} – {{table}}',
    tariffBook: 'كتاب التعريفة',
    chapter: 'الفصل {{chapter}}',
    section: 'القسم {{section}}',
    code: 'رمز النظام المنسق',
    description: 'الوصف',
    unit: 'الوحدة',
    printedOn: 'تاريخ الطباعة {{date}}',
    inForceOn: 'التعريفة السارية في {{date}}',
    page: 'الصفحة {{page}} من {{pages}}',
  },
  bn: {
    title: '{{portal}} {{table}}',
    tariffBook: 'ট্যারিফ বই',
    chapter: 'অধ্যায় {{chapter}}',
    section: 'সেকশন {{section}}',
    code: 'এইচএস কোড',
    description: 'বিবরণ',
    unit: 'একক',
    printedOn: 'মুদ্রণের তারিখ {{date}}',
    inForceOn: '{{date}} তারিখে বলবৎ ট্যারিফ',
    page: 'পৃষ্ঠা {{page}} / {{pages}}',
    titlesNote:
      'সেকশন, অধ্যায় ও শিরোনামের বাংলা নাম পোর্টালের কার্যকরী অনুবাদ, দাপ্তরিক পাঠ নয়; দাপ্তরিক পাঠ ইংরেজি।',
  },
};
