// Code lists taken from international recommendations (UN/ECE Rec 20 and Rec 21, ISO 6346, Incoterms 2020)
// and the national lists a Bangladesh single window needs (means of payment, attached documents, tax columns).
// The national codes are sample codes: no official Bangladesh list of them is published.
import { writeSingleSampleFile } from './sampleFile.mjs';

const described = ([code, description, descriptionTranslated]) => ({
  code,
  description,
  descriptionTranslated,
});

// UN/ECE Recommendation 20 codes; symbols as Rec 20 gives them (none for counting units).
// prettier-ignore
const UNITS_OF_MEASUREMENT = [
  ['KGM', 'Kilogram', 'কিলোগ্রাম', 'kg'],
  ['GRM', 'Gram', 'গ্রাম', 'g'],
  ['MGM', 'Milligram', 'মিলিগ্রাম', 'mg'],
  ['TNE', 'Tonne (metric ton)', 'মেট্রিক টন', 't'],
  ['CTM', 'Metric carat', 'মেট্রিক ক্যারেট', null],
  ['LTR', 'Litre', 'লিটার', 'l'],
  ['MLT', 'Millilitre', 'মিলিলিটার', 'ml'],
  ['HLT', 'Hectolitre', 'হেক্টোলিটার', 'hl'],
  ['LPA', 'Litre of pure alcohol', 'বিশুদ্ধ অ্যালকোহলের লিটার', null],
  ['MTQ', 'Cubic metre', 'ঘনমিটার', 'm³'],
  ['MTR', 'Metre', 'মিটার', 'm'],
  ['CMT', 'Centimetre', 'সেন্টিমিটার', 'cm'],
  ['MMT', 'Millimetre', 'মিলিমিটার', 'mm'],
  ['KMT', 'Kilometre', 'কিলোমিটার', 'km'],
  ['MTK', 'Square metre', 'বর্গমিটার', 'm²'],
  ['NAR', 'Number of articles', 'পণ্যের সংখ্যা', null],
  ['H87', 'Piece', 'পিস', null],
  ['C62', 'One (unit)', 'একক', '1'],
  ['PR', 'Pair', 'জোড়া', null],
  ['DZN', 'Dozen', 'ডজন', 'DOZ'],
  ['DPR', 'Dozen pairs', 'ডজন জোড়া', null],
  ['SET', 'Set', 'সেট', null],
  ['GRO', 'Gross (144 units)', 'গ্রোস (১৪৪টি)', 'gr'],
  ['CEN', 'Hundred', 'শত', null],
  ['MIL', 'Thousand', 'হাজার', null],
  ['NMP', 'Number of packs', 'প্যাকের সংখ্যা', null],
  ['KWH', 'Kilowatt hour', 'কিলোওয়াট-ঘণ্টা', 'kW·h'],
  ['MWH', 'Megawatt hour (1000 kW·h)', 'মেগাওয়াট-ঘণ্টা', 'MW·h'],
  ['KWT', 'Kilowatt', 'কিলোওয়াট', 'kW'],
  ['BLL', 'Barrel (US)', 'ব্যারেল (মার্কিন)', null],
  ['GLL', 'Gallon (US)', 'গ্যালন (মার্কিন)', 'gal (US)'],
  ['KNI', 'Kilogram of nitrogen', 'নাইট্রোজেনের কিলোগ্রাম', 'kg N'],
  ['KPO', 'Kilogram of potassium oxide', 'পটাশিয়াম অক্সাইডের কিলোগ্রাম', 'kg K₂O'],
];

// UN/ECE Recommendation 21 codes for the packages seen most on Bangladesh manifests.
// prettier-ignore
const PACKAGE_TYPES = [
  ['AE', 'Aerosol', 'অ্যারোসল'],
  ['BA', 'Barrel', 'পিপা (ব্যারেল)'],
  ['BB', 'Bobbin', 'ববিন'],
  ['BE', 'Bundle', 'বান্ডিল'],
  ['BG', 'Bag', 'ব্যাগ'],
  ['BJ', 'Bucket', 'বালতি'],
  ['BK', 'Basket', 'ঝুড়ি'],
  ['BL', 'Bale, compressed', 'গাঁট, চাপযুক্ত'],
  ['BN', 'Bale, non-compressed', 'গাঁট, চাপবিহীন'],
  ['BO', 'Bottle, non-protected, cylindrical', 'বোতল, সুরক্ষাবিহীন, নলাকার'],
  ['BX', 'Box', 'বাক্স'],
  ['CL', 'Coil', 'কয়েল'],
  ['CN', 'Container, not otherwise specified as transport equipment', 'পাত্র (পরিবহন সরঞ্জাম হিসেবে অনির্দিষ্ট)'],
  ['CR', 'Crate', 'ক্রেট'],
  ['CS', 'Case', 'কেস'],
  ['CT', 'Carton', 'কার্টন'],
  ['CX', 'Can, cylindrical', 'ক্যান, নলাকার'],
  ['CY', 'Cylinder', 'সিলিন্ডার'],
  ['DR', 'Drum', 'ড্রাম'],
  ['IN', 'Ingot', 'ইনগট (পিণ্ড)'],
  ['JC', 'Jerrican, rectangular', 'জেরিক্যান, আয়তাকার'],
  ['JR', 'Jar', 'বয়াম'],
  ['LG', 'Log', 'কাঠের গুঁড়ি'],
  ['NE', 'Unpacked or unpackaged', 'মোড়কবিহীন'],
  ['PC', 'Parcel', 'পার্সেল'],
  ['PK', 'Package', 'প্যাকেজ'],
  ['PL', 'Pail', 'বালতি (পেইল)'],
  ['PX', 'Pallet', 'প্যালেট'],
  ['RL', 'Reel', 'রিল'],
  ['RO', 'Roll', 'রোল'],
  ['SA', 'Sack', 'বস্তা'],
  ['SK', 'Case, skeleton', 'কঙ্কাল কেস (খোলা কাঠামোর বাক্স)'],
  ['TK', 'Tank, rectangular', 'ট্যাংক, আয়তাকার'],
  ['TN', 'Tin', 'টিন'],
  ['VL', 'Bulk, liquid', 'বাল্ক, তরল'],
  ['VR', 'Bulk, solid, granular particles ("grains")', 'বাল্ক, কঠিন, দানাদার'],
  ['VY', 'Bulk, solid, fine particles ("powders")', 'বাল্ক, কঠিন, মিহি গুঁড়া'],
  ['43', 'Bag, super bulk (jumbo bag)', 'সুপার বাল্ক ব্যাগ (জাম্বো ব্যাগ)'],
  ['5H', 'Bag, woven plastic', 'ব্যাগ, বোনা প্লাস্টিক'],
];

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

// Incoterms 2020.
// prettier-ignore
const TERMS_OF_DELIVERY = [
  ['EXW', 'Ex Works (named place of delivery)', 'এক্স ওয়ার্কস (বিক্রেতার নির্ধারিত স্থানে হস্তান্তর)'],
  ['FCA', 'Free Carrier (named place of delivery)', 'ফ্রি ক্যারিয়ার (নির্ধারিত স্থানে বাহকের নিকট হস্তান্তর)'],
  ['CPT', 'Carriage Paid To (named place of destination)', 'ক্যারেজ পেইড টু (গন্তব্য পর্যন্ত পরিবহন ভাড়া পরিশোধিত)'],
  ['CIP', 'Carriage and Insurance Paid To (named place of destination)', 'ক্যারেজ অ্যান্ড ইন্স্যুরেন্স পেইড টু (গন্তব্য পর্যন্ত পরিবহন ভাড়া ও বিমা পরিশোধিত)'],
  ['DAP', 'Delivered at Place (named place of destination)', 'ডেলিভারড অ্যাট প্লেস (নির্ধারিত গন্তব্যে সরবরাহ)'],
  ['DPU', 'Delivered at Place Unloaded (named place of destination)', 'ডেলিভারড অ্যাট প্লেস আনলোডেড (নির্ধারিত গন্তব্যে খালাসসহ সরবরাহ)'],
  ['DDP', 'Delivered Duty Paid (named place of destination)', 'ডেলিভারড ডিউটি পেইড (শুল্ক-কর পরিশোধিত অবস্থায় সরবরাহ)'],
  ['FAS', 'Free Alongside Ship (named port of shipment)', 'ফ্রি অ্যালংসাইড শিপ (জাহাজীকরণ বন্দরে জাহাজের পাশে হস্তান্তর)'],
  ['FOB', 'Free on Board (named port of shipment)', 'ফ্রি অন বোর্ড (জাহাজীকরণ বন্দরে জাহাজে বোঝাই পর্যন্ত)'],
  ['CFR', 'Cost and Freight (named port of destination)', 'কস্ট অ্যান্ড ফ্রেইট (পণ্যমূল্য ও জাহাজ ভাড়া, গন্তব্য বন্দর পর্যন্ত)'],
  ['CIF', 'Cost, Insurance and Freight (named port of destination)', 'কস্ট, ইন্স্যুরেন্স অ্যান্ড ফ্রেইট (পণ্যমূল্য, বিমা ও জাহাজ ভাড়া, গন্তব্য বন্দর পর্যন্ত)'],
];

// prettier-ignore
const MEANS_OF_PAYMENT = [
  ['LC', 'Letter of credit (sight L/C)', 'ঋণপত্র (দৃষ্টিমাত্র পরিশোধযোগ্য এলসি)'],
  ['UPAS', 'Usance letter of credit payable at sight (UPAS L/C)', 'দৃষ্টিমাত্র পরিশোধযোগ্য মেয়াদি ঋণপত্র (ইউপাস এলসি)'],
  ['DEF', 'Deferred payment letter of credit', 'বিলম্বিত পরিশোধের ঋণপত্র (ডেফার্ড এলসি)'],
  ['BTB', 'Back-to-back letter of credit (export-oriented industries)', 'ব্যাক-টু-ব্যাক ঋণপত্র (রপ্তানিমুখী শিল্প)'],
  ['TT', 'Telegraphic transfer (advance remittance)', 'টেলিগ্রাফিক ট্রান্সফার (অগ্রিম অর্থ প্রেরণ)'],
  ['CAD', 'Cash against documents', 'দলিলের বিপরীতে নগদ পরিশোধ (সিএডি)'],
  ['DP', 'Documents against payment (D/P)', 'মূল্য পরিশোধের বিপরীতে দলিল হস্তান্তর (ডি/পি)'],
  ['DA', 'Documents against acceptance (D/A)', 'স্বীকৃতির বিপরীতে দলিল হস্তান্তর (ডি/এ)'],
  ['OA', 'Open account', 'খোলা হিসাব (ওপেন অ্যাকাউন্ট)'],
  ['FDD', 'Foreign demand draft', 'বৈদেশিক ডিমান্ড ড্রাফট'],
  ['SC', 'Export sales contract', 'রপ্তানি বিক্রয় চুক্তি'],
  ['FOC', 'Free of charge, no payment (samples, gifts, replacements)', 'বিনামূল্যে, মূল্য পরিশোধ নেই (নমুনা, উপহার, প্রতিস্থাপন)'],
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

// The tariff's tax columns (tax01…tax08) and what each is levied on; AV is the assessable value.
// prettier-ignore
const TAX_RULES = [
  ['CD', 'Customs Duty', 'আমদানি শুল্ক', 'tax01', 'AV'],
  ['SD', 'Supplementary Duty', 'সম্পূরক শুল্ক', 'tax02', 'AV+CD+RD'],
  ['VAT', 'Value Added Tax', 'মূল্য সংযোজন কর (মূসক)', 'tax03', 'AV+CD+RD+SD'],
  ['AIT', 'Advance Income Tax', 'অগ্রিম আয়কর', 'tax04', 'AV'],
  ['AT', 'Advance Tax', 'আগাম কর', 'tax05', 'AV+CD+RD+SD'],
  ['EXD', 'Excise Duty', 'আবগারি শুল্ক', 'tax06', 'AV'],
  ['RD', 'Regulatory Duty', 'রেগুলেটরি ডিউটি', 'tax07', 'AV'],
  ['TTI', 'Total Tax Incidence', 'মোট করভার', 'tax08', 'CD+RD+SD+VAT+AIT+AT as a percentage of AV'],
];

writeSingleSampleFile(
  'unitOfMeasurement',
  UNITS_OF_MEASUREMENT.map(([code, description, descriptionTranslated, symbol]) => ({
    code,
    description,
    descriptionTranslated,
    symbol,
  })),
);
writeSingleSampleFile('packageType', PACKAGE_TYPES.map(described));
writeSingleSampleFile('containerType', CONTAINER_TYPES.map(described));
writeSingleSampleFile('termsOfDelivery', TERMS_OF_DELIVERY.map(described));
writeSingleSampleFile('meansOfPayment', MEANS_OF_PAYMENT.map(described));
writeSingleSampleFile('attachedDocument', ATTACHED_DOCUMENTS.map(described));
writeSingleSampleFile(
  'taxRule',
  TAX_RULES.map(([code, description, descriptionTranslated, tariffColumn, base]) => ({
    code,
    description,
    descriptionTranslated,
    tariffColumn,
    base,
    rate: null,
  })),
);
