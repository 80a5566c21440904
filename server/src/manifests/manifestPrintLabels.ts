import type { Language } from '@tsw/domain';

/** The words of the manifest print (CSV and XLSX headers, the PDF), in each interface language. */
export interface ManifestPrintLabels {
  /** "{portal} {table}". */
  readonly title: string;
  readonly table: string;
  readonly voyageNumber: string;
  readonly customsOffice: string;
  readonly placeOfDeparture: string;
  readonly placeOfDestination: string;
  readonly departureDate: string;
  readonly expectedArrivalDate: string;
  readonly registrationNumber: string;
  readonly registrationDate: string;
  readonly rotationNumber: string;
  readonly transportName: string;
  /** "Manifests {first} to {last} of {total}". */
  readonly rows: string;
  readonly none: string;
  readonly sample: string;
  readonly printedOn: string;
  readonly page: string;
}

export const MANIFEST_PRINT_LABELS: Readonly<Record<Language, ManifestPrintLabels>> = {
  en: {
    title: '{{portal}} {{table}}',
    table: 'Cargo Manifests',
    voyageNumber: 'Voyage Number',
    customsOffice: 'Customs Office',
    placeOfDeparture: 'Place of Departure',
    placeOfDestination: 'Place of Destination',
    departureDate: 'Departure Date',
    expectedArrivalDate: 'Expected Arrival',
    registrationNumber: 'Registration Number',
    registrationDate: 'Registration Date',
    rotationNumber: 'Rotation Number',
    transportName: 'Vessel or Means of Transport',
    rows: 'Manifests {{first}} to {{last}} of {{total}}',
    none: 'Your search result is empty',
    sample: 'Sample data, not real cargo',
    printedOn: 'Printed on {{date}}',
    page: 'Page {{page}} of {{pages}}',
  },
  fr: {
    title: '{{portal}} – {{table}}',
    table: 'Manifestes de fret',
    voyageNumber: 'Numéro de voyage',
    customsOffice: 'Bureau de douane',
    placeOfDeparture: 'Lieu de départ',
    placeOfDestination: 'Lieu de destination',
    departureDate: 'Date de départ',
    expectedArrivalDate: 'Arrivée prévue',
    registrationNumber: "Numéro d'enregistrement",
    registrationDate: "Date d'enregistrement",
    rotationNumber: 'Numéro de rotation',
    transportName: 'Navire ou moyen de transport',
    rows: 'Manifestes {{first}} à {{last}} sur {{total}}',
    none: 'Votre recherche est vide',
    sample: 'Données d’exemple, pas de fret réel',
    printedOn: 'Imprimé le {{date}}',
    page: 'Page {{page}} sur {{pages}}',
  },
  es: {
    title: '{{portal}} – {{table}}',
    table: 'Manifiestos de carga',
    voyageNumber: 'Número de viaje',
    customsOffice: 'Aduana',
    placeOfDeparture: 'Lugar de salida',
    placeOfDestination: 'Lugar de destino',
    departureDate: 'Fecha de salida',
    expectedArrivalDate: 'Llegada prevista',
    registrationNumber: 'Número de registro',
    registrationDate: 'Fecha de registro',
    rotationNumber: 'Número de rotación',
    transportName: 'Buque o medio de transporte',
    rows: 'Manifiestos {{first}} a {{last}} de {{total}}',
    none: 'Su búsqueda no tiene resultados',
    sample: 'Datos de ejemplo, no carga real',
    printedOn: 'Impreso el {{date}}',
    page: 'Página {{page}} de {{pages}}',
  },
  ar: {
    title: '{{portal}} - {{table}}',
    table: 'بيانات الشحن',
    voyageNumber: 'رقم الرحلة',
    customsOffice: 'المكتب الجمركي',
    placeOfDeparture: 'مكان المغادرة',
    placeOfDestination: 'مكان الوصول',
    departureDate: 'تاريخ المغادرة',
    expectedArrivalDate: 'الوصول المتوقع',
    registrationNumber: 'رقم التسجيل',
    registrationDate: 'تاريخ التسجيل',
    rotationNumber: 'رقم الدورة',
    transportName: 'السفينة أو وسيلة النقل',
    rows: 'البيانات من {{first}} إلى {{last}} من أصل {{total}}',
    none: 'نتيجة البحث فارغة',
    sample: 'بيانات نموذجية، ليست شحنات حقيقية',
    printedOn: 'طُبع في {{date}}',
    page: 'صفحة {{page}} من {{pages}}',
  },
  bn: {
    title: '{{portal}} {{table}}',
    table: 'কার্গো ম্যানিফেস্ট',
    voyageNumber: 'সমুদ্রযাত্রা নম্বর',
    customsOffice: 'কাস্টমস অফিস',
    placeOfDeparture: 'প্রস্থানের স্থান',
    placeOfDestination: 'গন্তব্যের স্থান',
    departureDate: 'প্রস্থানের তারিখ',
    expectedArrivalDate: 'প্রত্যাশিত আগমন',
    registrationNumber: 'নিবন্ধন নম্বর',
    registrationDate: 'নিবন্ধনের তারিখ',
    rotationNumber: 'রোটেশন নম্বর',
    transportName: 'জাহাজ বা পরিবহন',
    rows: 'ম্যানিফেস্ট {{first}} থেকে {{last}}, মোট {{total}}',
    none: 'আপনার অনুসন্ধানের ফলাফল খালি',
    sample: 'নমুনা তথ্য, প্রকৃত কার্গো নয়',
    printedOn: 'মুদ্রণের তারিখ {{date}}',
    page: 'পৃষ্ঠা {{page}} / {{pages}}',
  },
};
