import type { Language } from '@tsw/domain';

/** The words of the central-bank rates print (CSV header and PDF), in each interface language. */
export interface CentralBankRateLabels {
  /** "{country} Single Window {table}". */
  readonly title: string;
  readonly table: string;
  readonly currencyCode: string;
  readonly currencyName: string;
  readonly units: string;
  readonly buyingRate: string;
  readonly sellingRate: string;
  readonly midRate: string;
  readonly quoteCurrency: string;
  readonly rateDate: string;
  readonly source: string;
  /** A detail line per source: whose rates, of which day. */
  readonly publishedOn: string;
  readonly noRates: string;
  readonly printedOn: string;
  readonly page: string;
}

export const CENTRAL_BANK_RATE_LABELS: Readonly<Record<Language, CentralBankRateLabels>> = {
  en: {
    title: '{{portal}} {{table}}',
    table: "Central Bank's Exchange Rates",
    currencyCode: 'Currency Code',
    currencyName: 'Currency Name',
    units: 'Units',
    buyingRate: 'Buying',
    sellingRate: 'Selling',
    midRate: 'Mid Rate',
    quoteCurrency: 'Counted In',
    rateDate: 'Date',
    source: 'Source',
    publishedOn: '{{source}}: rates of {{date}}',
    noRates: 'No available rate for this date',
    printedOn: 'Printed on {{date}}',
    page: 'Page {{page}} of {{pages}}',
  },
  fr: {
    title: '{{portal}} – {{table}}',
    table: 'Taux de change de la Banque centrale',
    currencyCode: 'Code devise',
    currencyName: 'Nom de la devise',
    units: 'Unités',
    buyingRate: 'Achat',
    sellingRate: 'Vente',
    midRate: 'Cours moyen',
    quoteCurrency: 'Exprimé en',
    rateDate: 'Date',
    source: 'Source',
    publishedOn: '{{source}} : cours du {{date}}',
    noRates: 'Aucun taux disponible pour cette date',
    printedOn: 'Imprimé le {{date}}',
    page: 'Page {{page}} sur {{pages}}',
  },
  es: {
    title: '{{portal}} – {{table}}',
    table: 'Tipos de cambio del Banco Central',
    currencyCode: 'Código de moneda',
    currencyName: 'Nombre de la moneda',
    units: 'Unidades',
    buyingRate: 'Compra',
    sellingRate: 'Venta',
    midRate: 'Tipo medio',
    quoteCurrency: 'Expresado en',
    rateDate: 'Fecha',
    source: 'Fuente',
    publishedOn: '{{source}}: tipos del {{date}}',
    noRates: 'No hay tipo disponible para esta fecha',
    printedOn: 'Impreso el {{date}}',
    page: 'Página {{page}} de {{pages}}',
  },
  ar: {
    title: '{{portal}} – {{table}}',
    table: 'أسعار صرف البنك المركزي',
    currencyCode: 'رمز العملة',
    currencyName: 'اسم العملة',
    units: 'الوحدات',
    buyingRate: 'الشراء',
    sellingRate: 'البيع',
    midRate: 'السعر الوسطي',
    quoteCurrency: 'بعملة',
    rateDate: 'التاريخ',
    source: 'المصدر',
    publishedOn: 'أسعار {{source}} ليوم {{date}}',
    noRates: 'لا يوجد سعر متاح لهذا التاريخ',
    printedOn: 'طُبع في {{date}}',
    page: 'الصفحة {{page}} من {{pages}}',
  },
  bn: {
    title: '{{portal}} {{table}}',
    table: 'কেন্দ্রীয় ব্যাংকের বিনিময় হার',
    currencyCode: 'মুদ্রার কোড',
    currencyName: 'মুদ্রার নাম',
    units: 'একক',
    buyingRate: 'ক্রয়',
    sellingRate: 'বিক্রয়',
    midRate: 'মধ্য হার',
    quoteCurrency: 'যে মুদ্রায়',
    rateDate: 'তারিখ',
    source: 'উৎস',
    publishedOn: '{{source}}: {{date}} তারিখের হার',
    noRates: 'এই তারিখের জন্য কোনো হার নেই',
    printedOn: 'মুদ্রণের তারিখ {{date}}',
    page: 'পৃষ্ঠা {{page}} / {{pages}}',
  },
};
