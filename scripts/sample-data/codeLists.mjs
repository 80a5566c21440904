// Code lists with no public machine-readable source: ISO 6346 container types, and the national lists a
// Bangladesh single window needs (attached documents, tax columns). The national codes are sample codes: no
// official Bangladesh list of them is published. Units, package types, Incoterms and means of payment are
// real lists (npm run reference-data).
import { writeSingleSampleFile } from './sampleFile.mjs';

const described = ([code, description, descriptionTranslated]) => ({
  code,
  description,
  descriptionTranslated,
});

// ISO 6346 size-type codes.
// prettier-ignore
const CONTAINER_TYPES = [
  ['22G1', '20 ft general purpose container, 8 ft 6 in high', '২০ ফুট সাধারণ কাজের কন্টেইনার, উচ্চতা ৮ ফুট ৬ ইঞ্চি'],
  ['25G1', '20 ft high cube general purpose container, 9 ft 6 in high', '২০ ফুট হাই কিউব সাধারণ কাজের কন্টেইনার, উচ্চতা ৯ ফুট ৬ ইঞ্চি'],
  ['42G1', '40 ft general purpose container, 8 ft 6 in high', '৪০ ফুট সাধারণ কাজের কন্টেইনার, উচ্চতা ৮ ফুট ৬ ইঞ্চি'],
  ['45G1', '40 ft high cube general purpose container, 9 ft 6 in high', '৪০ ফুট হাই কিউব সাধারণ কাজের কন্টেইনার, উচ্চতা ৯ ফুট ৬ ইঞ্চি'],
  ['L5G1', '45 ft high cube general purpose container, 9 ft 6 in high', '৪৫ ফুট হাই কিউব সাধারণ কাজের কন্টেইনার, উচ্চতা ৯ ফুট ৬ ইঞ্চি'],
  ['22R1', '20 ft refrigerated container, 8 ft 6 in high', '২০ ফুট রেফ্রিজারেটেড (হিমায়িত পণ্যের) কন্টেইনার, উচ্চতা ৮ ফুট ৬ ইঞ্চি'],
  ['42R1', '40 ft refrigerated container, 8 ft 6 in high', '৪০ ফুট রেফ্রিজারেটেড (হিমায়িত পণ্যের) কন্টেইনার, উচ্চতা ৮ ফুট ৬ ইঞ্চি'],
  ['45R1', '40 ft high cube refrigerated container, 9 ft 6 in high', '৪০ ফুট হাই কিউব রেফ্রিজারেটেড কন্টেইনার, উচ্চতা ৯ ফুট ৬ ইঞ্চি'],
  ['22U1', '20 ft open top container, removable top', '২০ ফুট খোলা ছাদের (ওপেন টপ) কন্টেইনার, অপসারণযোগ্য ছাদ'],
  ['42U1', '40 ft open top container, removable top', '৪০ ফুট খোলা ছাদের (ওপেন টপ) কন্টেইনার, অপসারণযোগ্য ছাদ'],
  ['22P1', '20 ft flat rack container with fixed ends', '২০ ফুট ফ্ল্যাট র‍্যাক কন্টেইনার, স্থায়ী প্রান্তযুক্ত'],
  ['42P1', '40 ft flat rack container with fixed ends', '৪০ ফুট ফ্ল্যাট র‍্যাক কন্টেইনার, স্থায়ী প্রান্তযুক্ত'],
  ['22T0', '20 ft tank container for non-dangerous liquids', '২০ ফুট ট্যাংক কন্টেইনার, অবিপজ্জনক তরলের জন্য'],
  ['22T6', '20 ft tank container for dangerous liquids', '২০ ফুট ট্যাংক কন্টেইনার, বিপজ্জনক তরলের জন্য'],
  ['22V0', '20 ft ventilated container, natural ventilation', '২০ ফুট বায়ুচলাচলযোগ্য কন্টেইনার, প্রাকৃতিক বায়ুচলাচল'],
  ['22B0', '20 ft dry bulk container, closed', '২০ ফুট শুষ্ক বাল্ক কন্টেইনার, বন্ধ'],
];

// The documents of bd_import_supporting_documents.csv (Benapole Custom House, Import page) keep that file's keys;
// the others are the documents traders are asked for at the other custom houses.
// prettier-ignore
const ATTACHED_DOCUMENTS = [
  ['INV', 'Commercial invoice', 'বাণিজ্যিক চালান (কমার্শিয়াল ইনভয়েস)'],
  ['PL', 'Packing list', 'প্যাকিং লিস্ট'],
  ['BL', 'Bill of lading', 'বিল অব লেডিং'],
  ['AWB', 'Air waybill', 'এয়ারওয়ে বিল'],
  ['TRR', 'Truck receipt or railway receipt', 'ট্রাক রসিদ বা রেলওয়ে রসিদ'],
  ['COO', 'Certificate of origin', 'উৎস সনদ (সার্টিফিকেট অব অরিজিন)'],
  ['LC', 'Letter of credit (L/C)', 'ঋণপত্র (এলসি)'],
  ['LCA', 'Letter of credit authorisation form (LCAF)', 'ঋণপত্র অনুমোদন ফরম (এলসিএএফ)'],
  ['INS', 'Insurance policy or cover note', 'বিমা পলিসি বা কভার নোট'],
  ['BIN', 'VAT registration (BIN) certificate', 'মূসক নিবন্ধন (বিআইএন) সনদ'],
  ['IRC', 'Import registration certificate (IRC)', 'আমদানি নিবন্ধন সনদ (আইআরসি)'],
  ['ERC', 'Export registration certificate (ERC)', 'রপ্তানি নিবন্ধন সনদ (ইআরসি)'],
  ['IP', 'Import permit (IP) from the Chief Controller of Imports and Exports', 'আমদানি ও রপ্তানি প্রধান নিয়ন্ত্রকের আমদানি অনুমতিপত্র (আইপি)'],
  ['BSTI', 'BSTI certificate for goods under mandatory certification', 'বাধ্যতামূলক সনদের আওতাভুক্ত পণ্যের বিএসটিআই সনদ'],
  ['RAD', 'Radioactivity test report from the exporting country (food items)', 'রপ্তানিকারক দেশের তেজস্ক্রিয়তা পরীক্ষার প্রতিবেদন (খাদ্যপণ্য)'],
  ['BAEC', 'Bangladesh Atomic Energy Commission radioactivity clearance (food items)', 'বাংলাদেশ পরমাণু শক্তি কমিশনের তেজস্ক্রিয়তা ছাড়পত্র (খাদ্যপণ্য)'],
  ['PSI', 'Pre-shipment inspection report (milk powder, coal, M.S. billets and other listed goods)', 'জাহাজীকরণ-পূর্ব পরিদর্শন প্রতিবেদন (গুঁড়া দুধ, কয়লা, এম.এস. বিলেট ও অন্যান্য তালিকাভুক্ত পণ্য)'],
  ['PQC', 'Phytosanitary certificate and plant quarantine release (Plant Protection Wing)', 'ফাইটোস্যানিটারি সনদ ও উদ্ভিদ সংগনিরোধ ছাড়পত্র (উদ্ভিদ সংরক্ষণ উইং)'],
  ['HC', 'Veterinary or sanitary health certificate', 'পশু স্বাস্থ্য বা স্যানিটারি স্বাস্থ্য সনদ'],
  ['DGDA', 'Import permission of the Directorate General of Drug Administration (medicines, medical devices)', 'ঔষধ প্রশাসন অধিদপ্তরের আমদানি অনুমতি (ঔষধ ও চিকিৎসা সরঞ্জাম)'],
  ['DOE', 'Environmental clearance of the Department of Environment', 'পরিবেশ অধিদপ্তরের পরিবেশগত ছাড়পত্র'],
  ['NOC', 'No-objection certificate of the licensing authority (e.g. BTRC for telecom equipment)', 'লাইসেন্স প্রদানকারী কর্তৃপক্ষের অনাপত্তি সনদ (যেমন টেলিযোগাযোগ সরঞ্জামের জন্য বিটিআরসি)'],
  ['UD', 'Utilisation declaration (export-oriented garment industry)', 'ইউটিলাইজেশন ডিক্লারেশন (রপ্তানিমুখী পোশাক শিল্প)'],
  ['BOND', 'Bonded warehouse licence and passbook', 'বন্ডেড ওয়্যারহাউস লাইসেন্স ও পাসবই'],
  ['EXP', 'EXP form (export declaration to Bangladesh Bank)', 'ইএক্সপি ফরম (বাংলাদেশ ব্যাংকের রপ্তানি ঘোষণা)'],
  ['BOE', 'Bill of entry', 'বিল অব এন্ট্রি'],
  ['BOX', 'Bill of export', 'বিল অব এক্সপোর্ট'],
  ['AUTH', 'Authorisation letter of the importer or exporter to the C&F agent', 'সিঅ্যান্ডএফ এজেন্টের অনুকূলে আমদানিকারক বা রপ্তানিকারকের ক্ষমতাপত্র'],
  ['CAT', 'Catalogue or technical literature', 'ক্যাটালগ বা কারিগরি বিবরণী'],
];

// The tariff's tax columns (tax01…tax08) and what each is levied on; AV is the assessable value. The
// names are given in the five interface languages, so that the taxation screens name each tax in theirs.
// prettier-ignore
const TAX_RULES = [
  ['CD', 'Customs Duty', 'আমদানি শুল্ক', 'tax01', 'AV', 'Droit de douane', 'Derecho de aduana', 'الرسوم الجمركية'],
  ['SD', 'Supplementary Duty', 'সম্পূরক শুল্ক', 'tax02', 'AV+CD+RD', 'Droit supplémentaire', 'Derecho suplementario', 'الرسم الإضافي'],
  ['VAT', 'Value Added Tax', 'মূল্য সংযোজন কর (মূসক)', 'tax03', 'AV+CD+RD+SD', 'Taxe sur la valeur ajoutée', 'Impuesto al valor agregado', 'ضريبة القيمة المضافة'],
  ['AIT', 'Advance Income Tax', 'অগ্রিম আয়কর', 'tax04', 'AV', 'Acompte d’impôt sur le revenu', 'Anticipo del impuesto sobre la renta', 'ضريبة الدخل المسبقة'],
  ['AT', 'Advance Tax', 'আগাম কর', 'tax05', 'AV+CD+RD+SD', 'Taxe anticipée', 'Impuesto anticipado', 'الضريبة المسبقة'],
  ['EXD', 'Excise Duty', 'আবগারি শুল্ক', 'tax06', 'AV', 'Droit d’accise', 'Impuesto especial', 'رسم الإنتاج'],
  ['RD', 'Regulatory Duty', 'রেগুলেটরি ডিউটি', 'tax07', 'AV', 'Droit réglementaire', 'Derecho regulatorio', 'الرسم التنظيمي'],
  ['TTI', 'Total Tax Incidence', 'মোট করভার', 'tax08', 'CD+RD+SD+VAT+AIT+AT as a percentage of AV', 'Incidence fiscale totale', 'Incidencia tributaria total', 'إجمالي العبء الضريبي'],
];

writeSingleSampleFile('containerType', CONTAINER_TYPES.map(described));
writeSingleSampleFile('attachedDocument', ATTACHED_DOCUMENTS.map(described));
writeSingleSampleFile(
  'taxRule',
  TAX_RULES.map(
    ([
      code,
      description,
      descriptionTranslated,
      tariffColumn,
      base,
      descriptionFr,
      descriptionEs,
      descriptionAr,
    ]) => ({
      code,
      description,
      descriptionTranslated,
      descriptionFr,
      descriptionEs,
      descriptionAr,
      tariffColumn,
      base,
      rate: null,
    }),
  ),
);
