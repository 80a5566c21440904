// The legal sources the traders' guide's starting rules cite, and the issuing authorities they name: kept by
// hand, each source with the page where we read it. A source we could not read online has a null URL; its
// name is then the name the pages below give it, without a paragraph number we could not check.

/** The date from which the starting rules are stated: the gazette of the Import Policy Order 2021-2024. */
export const GUIDE_RULES_VALID_FROM = '2022-04-25';

export const GUIDE_SOURCES = {
  bch: {
    // Text and URL are read from bd_import_supporting_documents.csv; this is its Bengali.
    bn: 'বেনাপোল কাস্টম হাউসের "আমদানি" পাতা; নির্ধারিত বিল অব এন্ট্রি ও বিল অব এক্সপোর্ট ফরম আদেশ, ২০০১',
  },
  bstiList: {
    en: 'BSTI, list of imported products under mandatory certification; gazette notifications of the Ministry of Industries of 3 July 2018 and 31 January 2021 (New Age, 12 July 2018 and 5 February 2021)',
    bn: 'বিএসটিআই, বাধ্যতামূলক সনদের আওতাভুক্ত আমদানি পণ্যের তালিকা; শিল্প মন্ত্রণালয়ের ৩ জুলাই ২০১৮ ও ৩১ জানুয়ারি ২০২১ তারিখের গেজেট প্রজ্ঞাপন',
    url: 'http://www.bsti.gov.bd/cert_mark_accreditation.html',
  },
  plantQuarantineImport: {
    en: 'Plant Quarantine Act, 2011 (Act No. 5 of 2011), section 10; Plant Quarantine Rules, 2018',
    bn: 'উদ্ভিদ সংগনিরোধ আইন, ২০১১ (২০১১ সনের ৫ নং আইন), ধারা ১০; উদ্ভিদ সংগনিরোধ বিধিমালা, ২০১৮',
    url: 'http://bdlaws.minlaw.gov.bd/act-1070/section-41311.html',
  },
  plantQuarantineRelease: {
    en: 'Department of Agricultural Extension, conditions of the import permit for plants and plant products (Bangladesh Trade Portal)',
    bn: 'কৃষি সম্প্রসারণ অধিদপ্তর, উদ্ভিদ ও উদ্ভিদজাত দ্রব্য আমদানি অনুমতিপত্রের শর্তাবলি (বাংলাদেশ ট্রেড পোর্টাল)',
    url: 'https://www.bangladeshtradeportal.gov.bd/index.php?r=site/display&id=151',
  },
  plantQuarantineExport: {
    en: 'Plant Quarantine Act, 2011; Plant Quarantine Rules, 2018 (phytosanitary certificate for exports)',
    bn: 'উদ্ভিদ সংগনিরোধ আইন, ২০১১; উদ্ভিদ সংগনিরোধ বিধিমালা, ২০১৮ (রপ্তানির উদ্ভিদ স্বাস্থ্য সনদ)',
    url: 'https://www.seedsportal.org/bangladesh',
  },
  radiationTest: {
    en: 'Import Policy Order 2021-2024 (radioactivity test of imported food); Nuclear Safety and Radiation Control Rules, BAEC procedure "Radiation Certificate" (Bangladesh Trade Portal)',
    bn: 'আমদানি নীতি আদেশ ২০২১-২০২৪ (আমদানিকৃত খাদ্যের তেজস্ক্রিয়তা পরীক্ষা); পারমাণবিক নিরাপত্তা ও বিকিরণ নিয়ন্ত্রণ বিধিমালা',
    url: 'https://bangladeshtradeportal.com/index.php?r=searchProcedure/view2&id=36',
  },
  drugs: {
    en: 'Drugs Act, 1940, chapter III (import of drugs); Drugs (Control) Ordinance, 1982, replaced by the Drugs and Cosmetics Act, 2023',
    bn: 'ঔষধ আইন, ১৯৪০, তৃতীয় অধ্যায় (ঔষধ আমদানি); ঔষধ (নিয়ন্ত্রণ) অধ্যাদেশ, ১৯৮২, যা ঔষধ ও কসমেটিকস্ আইন, ২০২৩ দ্বারা রহিত',
    url: 'http://bdlaws.minlaw.gov.bd/act-188/section-5862.html',
  },
  drugRawMaterials: {
    en: 'Directorate General of Drug Administration: licensing of the import of raw and packing materials of medicines (Drugs and Cosmetics Act, 2023)',
    bn: 'ঔষধ প্রশাসন অধিদপ্তর: ঔষধের কাঁচামাল ও মোড়কসামগ্রী আমদানির অনুমতি (ঔষধ ও কসমেটিকস্ আইন, ২০২৩)',
    url: 'http://www.dgdagov.info/index.php/about-dgda/background',
  },
  animalQuarantine: {
    en: 'Animal and Animal Product Quarantine Act, 2005, section 13 (import licence and health certificate)',
    bn: 'পশু ও পশুজাত পণ্য সংগনিরোধ আইন, ২০০৫, ধারা ১৩ (আমদানি লাইসেন্স ও স্বাস্থ্য সনদ)',
    url: 'http://bdlaws.minlaw.gov.bd/act-926/section-27942.html',
  },
  feed: {
    en: 'Fish Feed and Animal Feed Act, 2010 and its rules: importer’s licence of the Department of Livestock Services (Bangladesh Trade Portal)',
    bn: 'মৎস্যখাদ্য ও পশুখাদ্য আইন, ২০১০ ও এর বিধিমালা: প্রাণিসম্পদ অধিদপ্তরের আমদানিকারক লাইসেন্স',
    url: 'https://www.bangladeshtradeportal.gov.bd/index.php?r=site/display&id=242',
  },
  fishImport: {
    en: 'Fish and Fish Products (Inspection and Quality Control) Act, 2020, section 24(1)',
    bn: 'মৎস্য ও মৎস্যপণ্য (পরিদর্শন ও মান নিয়ন্ত্রণ) আইন, ২০২০, ধারা ২৪(১)',
    url: 'http://bdlaws.minlaw.gov.bd/act-1348/section-49966.html',
  },
  fishImportNoc: {
    en: 'Fish and Fish Products (Inspection and Quality Control) Act, 2020, section 23(3), as listed for HS 03021910 by the Bangladesh Customs & VAT HS code site',
    bn: 'মৎস্য ও মৎস্যপণ্য (পরিদর্শন ও মান নিয়ন্ত্রণ) আইন, ২০২০, ধারা ২৩(৩)',
    url: 'https://hscode.nextgenitltd.com/operative-tariff/details/03021910/import',
  },
  fishQuarantine: {
    en: 'Fish Quarantine Act, 2018, sections 9(1) and 10(2), as listed for HS 03021910 by the Bangladesh Customs & VAT HS code site',
    bn: 'মৎস্য সংগনিরোধ আইন, ২০১৮, ধারা ৯(১) ও ১০(২)',
    url: 'https://hscode.nextgenitltd.com/operative-tariff/details/03021910/import',
  },
  fishExport: {
    en: 'Fish and Fish Products (Inspection and Quality Control) Act, 2020 and Rules: health certificate for exports (Bangladesh Agro Trade Gateway)',
    bn: 'মৎস্য ও মৎস্যপণ্য (পরিদর্শন ও মান নিয়ন্ত্রণ) আইন, ২০২০ ও বিধিমালা: রপ্তানির স্বাস্থ্য সনদ',
    url: 'https://bangladeshagrotrade.org/procedure-product-details/10',
  },
  animalExport: {
    en: 'Veterinary health certificate of the Department of Livestock Services for exports of live animals, as listed for HS 01012100 by the Bangladesh Customs & VAT HS code site',
    bn: 'জীবন্ত প্রাণী রপ্তানিতে প্রাণিসম্পদ অধিদপ্তরের পশু স্বাস্থ্য সনদ',
    url: 'https://hscode.nextgenitltd.com/operative-tariff/details/01012100/export/2',
  },
  explosives: {
    en: 'Explosives Act, 1884 and the rules under it; Department of Explosives, licensing of imports',
    bn: 'বিস্ফোরক আইন, ১৮৮৪ ও এর অধীন বিধিমালা; বিস্ফোরক পরিদপ্তরের আমদানি লাইসেন্স',
    url: 'https://www.thedailystar.net/business/news/explosive-import-through-payra-port-gets-nod-3518401',
  },
  carbide: {
    en: 'Carbide Rules, 2003: calcium carbide import licence of the Department of Explosives (Bangladesh Trade Portal)',
    bn: 'কার্বাইড বিধিমালা, ২০০৩: বিস্ফোরক পরিদপ্তরের ক্যালসিয়াম কার্বাইড আমদানি লাইসেন্স',
    url: 'https://bangladeshtradeportal.gov.bd/?r=searchProcedure/view1&id=59',
  },
  gasCylinders: {
    en: 'Department of Explosives: type approval of gas cylinders and their valves, made in Bangladesh or imported, before use',
    bn: 'বিস্ফোরক পরিদপ্তর: দেশে তৈরি বা আমদানিকৃত গ্যাস সিলিন্ডার ও ভাল্‌ভের ব্যবহারের পূর্বে ধরন অনুমোদন',
    url: 'http://explosives.gov.bd/site/page/c61a2f41-c914-4110-bf1a-1561a9df96c8/-',
  },
  telecom: {
    en: 'Bangladesh Telecommunication Regulation Act, 2001; Import Policy Order (BTRC’s notice of 19 September 2016 on importing radio equipment cited the 2012-2015 order, para 51); BTRC no-objection certificates for mobile phones and radio equipment',
    bn: 'বাংলাদেশ টেলিযোগাযোগ নিয়ন্ত্রণ আইন, ২০০১; আমদানি নীতি আদেশ (বেতারযন্ত্র আমদানিতে বিটিআরসির পূর্বানুমতি)',
    url: 'http://old.btrc.gov.bd/pstn-services',
  },
  arms: {
    en: 'Arms Act, 1878 (Act XI of 1878); licensing by the Ministry of Home Affairs',
    bn: 'অস্ত্র আইন, ১৮৭৮ (১৮৭৮ সনের ১১ নং আইন); স্বরাষ্ট্র মন্ত্রণালয়ের লাইসেন্স',
    url: 'https://en.prothomalo.com/bangladesh/wf0h9szt8o',
  },
  ozone: {
    en: 'Ozone Depleting Substances (Control) Rules, 2004 (Department of Environment; Montreal Protocol)',
    bn: 'ওজোনস্তর ক্ষয়কারী দ্রব্য (নিয়ন্ত্রণ) বিধিমালা, ২০০৪ (পরিবেশ অধিদপ্তর; মন্ট্রিল প্রটোকল)',
    url: 'http://ozonecellbd.org/phase_out/phase_out.php?cmd=list',
  },
  chemicalWeapons: {
    en: 'Chemical Weapons (Prohibition) Act, 2006; the Import Policy Order on shipments of scheduled chemicals (BNACWC)',
    bn: 'রাসায়নিক অস্ত্র (নিষিদ্ধকরণ) আইন, ২০০৬; তফসিলভুক্ত রাসায়নিক চালান সম্পর্কে আমদানি নীতি আদেশ',
    url: 'http://bnacwcafd.gov.bd/menu/history',
  },
  registration: {
    en: 'Importers, Exporters and Indentors (Registration) Order, 1981; Import Policy Order 2021-2024',
    bn: 'আমদানিকারক, রপ্তানিকারক ও ইনডেন্টর (নিবন্ধন) আদেশ, ১৯৮১; আমদানি নীতি আদেশ ২০২১-২০২৪',
    url: null,
  },
  exportProceeds: {
    en: 'Foreign Exchange Regulation Act, 1947, section 12; Bangladesh Bank, Guidelines for Foreign Exchange Transactions, chapter 8 (exports)',
    bn: 'বৈদেশিক মুদ্রা নিয়ন্ত্রণ আইন, ১৯৪৭, ধারা ১২; বাংলাদেশ ব্যাংক, বৈদেশিক মুদ্রা লেনদেন নির্দেশিকা, অধ্যায় ৮ (রপ্তানি)',
    url: 'https://www.scribd.com/doc/311188515/feguidevol1all-pdf',
  },
  exportOrigin: {
    en: 'Export Promotion Bureau: the government agency issuing preferential certificates of origin; chambers issue non-preferential ones',
    bn: 'রপ্তানি উন্নয়ন ব্যুরো: অগ্রাধিকারমূলক উৎস সনদ প্রদানকারী সরকারি সংস্থা; অ-অগ্রাধিকারমূলক সনদ দেয় চেম্বারসমূহ',
    url: 'https://thefinancialexpress.com.bd/public/index.php/trade/epbs-no-to-coo-by-associations-1649481267',
  },
  sample: {
    en: 'Sample rule: written for the portal, no public source cited',
    bn: 'নমুনা নিয়ম: পোর্টালের জন্য লেখা, কোনো প্রকাশ্য সূত্র উদ্ধৃত নয়',
    url: null,
  },
};

export const GUIDE_AUTHORITIES = {
  exporter: { en: 'Exporter (seller)', bn: 'রপ্তানিকারক (বিক্রেতা)' },
  importerBank: { en: 'Importer’s bank (authorised dealer)', bn: 'আমদানিকারকের ব্যাংক (অনুমোদিত ডিলার)' },
  shippingLine: { en: 'Shipping line or its agent', bn: 'শিপিং লাইন বা তার এজেন্ট' },
  airline: { en: 'Airline or air cargo agent', bn: 'এয়ারলাইন বা বিমান কার্গো এজেন্ট' },
  landCarrier: { en: 'Road or rail carrier', bn: 'সড়ক বা রেল পরিবহনকারী' },
  originAuthority: {
    en: 'Chamber of commerce or competent authority of the exporting country',
    bn: 'রপ্তানিকারক দেশের বাণিজ্য ও শিল্প চেম্বার বা উপযুক্ত কর্তৃপক্ষ',
  },
  insurer: { en: 'Insurance company', bn: 'বিমা কোম্পানি' },
  nbr: { en: 'National Board of Revenue (VAT registration)', bn: 'জাতীয় রাজস্ব বোর্ড (মূসক নিবন্ধন)' },
  bsti: {
    en: 'Bangladesh Standards and Testing Institution (BSTI)',
    bn: 'বাংলাদেশ স্ট্যান্ডার্ডস অ্যান্ড টেস্টিং ইনস্টিটিউশন (বিএসটিআই)',
  },
  exportingAuthority: {
    en: 'Competent authority of the exporting country',
    bn: 'রপ্তানিকারক দেশের উপযুক্ত কর্তৃপক্ষ',
  },
  baec: { en: 'Bangladesh Atomic Energy Commission (BAEC)', bn: 'বাংলাদেশ পরমাণু শক্তি কমিশন' },
  psiAgency: { en: 'Pre-shipment inspection agency', bn: 'জাহাজীকরণ-পূর্ব পরিদর্শন সংস্থা' },
  plantQuarantineWing: {
    en: 'Plant Quarantine Wing, Department of Agricultural Extension (DAE)',
    bn: 'উদ্ভিদ সংগনিরোধ উইং, কৃষি সম্প্রসারণ অধিদপ্তর',
  },
  exportingPlantProtection: {
    en: 'National plant protection organisation of the exporting country',
    bn: 'রপ্তানিকারক দেশের জাতীয় উদ্ভিদ সংরক্ষণ সংস্থা',
  },
  plantQuarantineOfficer: {
    en: 'Plant quarantine officer at the point of entry (DAE)',
    bn: 'প্রবেশ পথের উদ্ভিদ সংগনিরোধ কর্মকর্তা (কৃষি সম্প্রসারণ অধিদপ্তর)',
  },
  dgda: { en: 'Directorate General of Drug Administration (DGDA)', bn: 'ঔষধ প্রশাসন অধিদপ্তর' },
  dls: { en: 'Department of Livestock Services (DLS)', bn: 'প্রাণিসম্পদ অধিদপ্তর' },
  exportingVeterinary: {
    en: 'Veterinary authority of the exporting country; checked by the DLS quarantine station',
    bn: 'রপ্তানিকারক দেশের পশুচিকিৎসা কর্তৃপক্ষ; প্রাণিসম্পদ অধিদপ্তরের সংগনিরোধ স্টেশন যাচাই করে',
  },
  exportingFishAuthority: {
    en: 'Competent authority of the exporting country; checked by Fish Inspection and Quality Control, Department of Fisheries',
    bn: 'রপ্তানিকারক দেশের উপযুক্ত কর্তৃপক্ষ; মৎস্য অধিদপ্তরের মৎস্য পরিদর্শন ও মান নিয়ন্ত্রণ শাখা যাচাই করে',
  },
  fisheries: { en: 'Department of Fisheries (DoF)', bn: 'মৎস্য অধিদপ্তর' },
  fishInspection: {
    en: 'Fish Inspection and Quality Control, Department of Fisheries',
    bn: 'মৎস্য পরিদর্শন ও মান নিয়ন্ত্রণ, মৎস্য অধিদপ্তর',
  },
  explosives: {
    en: 'Department of Explosives (Ministry of Power, Energy and Mineral Resources)',
    bn: 'বিস্ফোরক পরিদপ্তর (বিদ্যুৎ, জ্বালানি ও খনিজ সম্পদ মন্ত্রণালয়)',
  },
  btrc: {
    en: 'Bangladesh Telecommunication Regulatory Commission (BTRC)',
    bn: 'বাংলাদেশ টেলিযোগাযোগ নিয়ন্ত্রণ কমিশন (বিটিআরসি)',
  },
  homeAffairs: { en: 'Ministry of Home Affairs', bn: 'স্বরাষ্ট্র মন্ত্রণালয়' },
  environment: { en: 'Department of Environment (DoE)', bn: 'পরিবেশ অধিদপ্তর' },
  chemicalWeapons: {
    en: 'Bangladesh National Authority for Chemical Weapons Convention (BNACWC)',
    bn: 'রাসায়নিক অস্ত্র কনভেনশন বাস্তবায়নে বাংলাদেশ জাতীয় কর্তৃপক্ষ',
  },
  importControl: {
    en: 'Office of the Chief Controller of Imports and Exports (CCI&E)',
    bn: 'আমদানি ও রপ্তানি প্রধান নিয়ন্ত্রকের দপ্তর',
  },
  exporterBank: {
    en: 'Exporter’s bank (authorised dealer), for Bangladesh Bank',
    bn: 'রপ্তানিকারকের ব্যাংক (অনুমোদিত ডিলার), বাংলাদেশ ব্যাংকের পক্ষে',
  },
  epb: { en: 'Export Promotion Bureau (EPB)', bn: 'রপ্তানি উন্নয়ন ব্যুরো (ইপিবি)' },
  chamber: { en: 'Chamber of commerce in Bangladesh', bn: 'বাংলাদেশের বাণিজ্য ও শিল্প চেম্বার' },
};
