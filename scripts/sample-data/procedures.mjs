// Customs procedures in the ASYCUDA conventions: general procedures, regime types
// (IM, EX), the two-digit requested and previous procedures, models of declaration, extended procedure
// codes (CPC, requested + previous procedure), the national (additional) procedure codes and the S.R.O.s that
// grant their exemptions. Bangladesh publishes no machine-readable list of these; the codes are sample codes.
// The S.R.O.s are written once, here: the reference table `sro` (and `sros`) and the content service's SRO
// items (server/sample-data/content/sros.json, whose PDFs the portal serves at each reference SRO's `path`).
import { NEXT_YEAR_FROM } from './commodityNextYear.mjs';
import {
  SAMPLE_VALID_FROM,
  writeContentSampleFile,
  writeSampleFile,
  writeSingleSampleFile,
} from './sampleFile.mjs';

// The general procedures (1 digit): the first digit of a model of declaration's procedure.
// [code, description, Bengali]
// prettier-ignore
const GENERAL_PROCEDURES = [
  ['1', 'Permanent export', 'স্থায়ী রপ্তানি'],
  ['2', 'Temporary export', 'সাময়িক রপ্তানি'],
  ['3', 'Re-export', 'পুনঃরপ্তানি'],
  ['4', 'Home use', 'দেশীয় ভোগ'],
  ['5', 'Temporary import', 'সাময়িক আমদানি'],
  ['6', 'Re-importation', 'পুনঃআমদানি'],
  ['7', 'Warehousing', 'গুদামজাতকরণ'],
  ['8', 'Transit', 'ট্রানজিট'],
  ['9', 'Other procedures', 'অন্যান্য পদ্ধতি'],
];

// The flow letters of a model of declaration (IM4, EX1), with their flow (1 import, 0 export).
// [code, flow, description, Bengali]
// prettier-ignore
const REGIME_TYPES = [
  ['IM', '1', 'Import', 'আমদানি'],
  ['EX', '0', 'Export', 'রপ্তানি'],
];

// The two-digit procedures the extended procedures below are made of (requested + previous), each once.
// [code, description, Bengali]
// prettier-ignore
const REQUESTED_PROCEDURES = [
  ['10', 'Permanent export', 'স্থায়ী রপ্তানি'],
  ['21', 'Temporary export for outward processing or repair', 'বিদেশে প্রক্রিয়াকরণ বা মেরামতের জন্য সাময়িক রপ্তানি'],
  ['23', 'Temporary export for return in the same state', 'অপরিবর্তিত অবস্থায় ফেরত আনার শর্তে সাময়িক রপ্তানি'],
  ['30', 'Re-export', 'পুনঃরপ্তানি'],
  ['40', 'Release for home use', 'দেশীয় ভোগের জন্য খালাস'],
  ['51', 'Inward processing under bond', 'বন্ডের আওতায় অভ্যন্তরীণ প্রক্রিয়াকরণ'],
  ['53', 'Temporary import', 'সাময়িক আমদানি'],
  ['61', 'Re-importation', 'পুনঃআমদানি'],
  ['71', 'Entry into a bonded warehouse', 'বন্ডেড ওয়্যারহাউসে প্রবেশ'],
  ['80', 'Transit', 'ট্রানজিট'],
];
// prettier-ignore
const PREVIOUS_PROCEDURES = [
  ['00', 'No previous procedure', 'কোনো পূর্ববর্তী পদ্ধতি নেই'],
  ['21', 'Temporary export for outward processing or repair', 'বিদেশে প্রক্রিয়াকরণ বা মেরামতের জন্য সাময়িক রপ্তানি'],
  ['23', 'Temporary export for return in the same state', 'অপরিবর্তিত অবস্থায় ফেরত আনার শর্তে সাময়িক রপ্তানি'],
  ['51', 'Inward processing under bond', 'বন্ডের আওতায় অভ্যন্তরীণ প্রক্রিয়াকরণ'],
  ['53', 'Temporary import', 'সাময়িক আমদানি'],
  ['71', 'Bonded warehouse', 'বন্ডেড ওয়্যারহাউস'],
  ['78', 'Export processing zone or economic zone', 'রপ্তানি প্রক্রিয়াকরণ এলাকা বা অর্থনৈতিক অঞ্চল'],
];

// [code, general procedure, flow (1 import, 0 export), description, Bengali]
// prettier-ignore
const MODELS_OF_DECLARATION = [
  ['IM', '4', '1', 'Import for home consumption', 'দেশীয় ভোগের জন্য আমদানি'],
  ['IM', '5', '1', 'Temporary import', 'সাময়িক আমদানি'],
  ['IM', '6', '1', 'Re-importation of goods previously exported', 'পূর্বে রপ্তানিকৃত পণ্যের পুনঃআমদানি'],
  ['IM', '7', '1', 'Import into a bonded warehouse', 'বন্ডেড ওয়্যারহাউসে আমদানি'],
  ['IM', '8', '1', 'Transit or transhipment through Bangladesh', 'বাংলাদেশের ভেতর দিয়ে ট্রানজিট বা ট্রান্সশিপমেন্ট'],
  ['EX', '1', '0', 'Permanent export', 'স্থায়ী রপ্তানি'],
  ['EX', '2', '0', 'Temporary export', 'সাময়িক রপ্তানি'],
  ['EX', '3', '0', 'Re-export', 'পুনঃরপ্তানি'],
  ['EX', '9', '0', 'Other exports (samples, gifts and non-commercial consignments)', 'অন্যান্য রপ্তানি (নমুনা, উপহার ও অবাণিজ্যিক চালান)'],
];

// [requested, previous, description, Bengali, [[additional procedure code, description, Bengali], …]]
// prettier-ignore
const EXTENDED_PROCEDURES = [
  ['10', '00', 'Permanent export of goods not under any previous procedure', 'পূর্ববর্তী কোনো পদ্ধতির আওতাবহির্ভূত পণ্যের স্থায়ী রপ্তানি', [
    ['000', 'Permanent export, no national procedure', 'স্থায়ী রপ্তানি, কোনো জাতীয় পদ্ধতি নেই'],
    ['400', 'Export of relief goods', 'ত্রাণসামগ্রী রপ্তানি'],
  ]],
  ['10', '71', 'Export of goods manufactured or stored in a bonded warehouse', 'বন্ডেড ওয়্যারহাউসে উৎপাদিত বা মজুতকৃত পণ্যের রপ্তানি', [
    ['000', 'Export from a bonded warehouse, no national procedure', 'বন্ডেড ওয়্যারহাউস থেকে রপ্তানি, কোনো জাতীয় পদ্ধতি নেই'],
    ['201', 'Export of goods produced from raw materials imported under bond', 'বন্ডের আওতায় আমদানিকৃত কাঁচামালে উৎপাদিত পণ্যের রপ্তানি'],
  ]],
  ['21', '00', 'Temporary export for outward processing or repair', 'বিদেশে প্রক্রিয়াকরণ বা মেরামতের জন্য সাময়িক রপ্তানি', [
    ['000', 'Temporary export for processing or repair abroad', 'বিদেশে প্রক্রিয়াকরণ বা মেরামতের জন্য সাময়িক রপ্তানি'],
  ]],
  ['23', '00', 'Temporary export for return in the same state (exhibitions, professional equipment)', 'অপরিবর্তিত অবস্থায় ফেরত আনার শর্তে সাময়িক রপ্তানি (প্রদর্শনী, পেশাগত সরঞ্জাম)', [
    ['000', 'Temporary export for return unaltered', 'অপরিবর্তিত অবস্থায় ফেরতযোগ্য সাময়িক রপ্তানি'],
  ]],
  ['30', '53', 'Re-export of goods after temporary import', 'সাময়িক আমদানির পর পণ্যের পুনঃরপ্তানি', [
    ['000', 'Re-export after temporary import, security discharged', 'সাময়িক আমদানির পর পুনঃরপ্তানি, জামানত অবমুক্ত'],
  ]],
  ['30', '71', 'Re-export of goods from a bonded warehouse', 'বন্ডেড ওয়্যারহাউস থেকে পণ্যের পুনঃরপ্তানি', [
    ['000', 'Re-export from a bonded warehouse', 'বন্ডেড ওয়্যারহাউস থেকে পুনঃরপ্তানি'],
    ['201', 'Re-export of unused raw materials imported under bond', 'বন্ডের আওতায় আমদানিকৃত অব্যবহৃত কাঁচামালের পুনঃরপ্তানি'],
  ]],
  ['40', '00', 'Release for home use of goods not under any previous procedure', 'পূর্ববর্তী কোনো পদ্ধতির আওতাবহির্ভূত পণ্যের দেশীয় ভোগের জন্য খালাস', [
    ['000', 'Home use, all duties and taxes paid', 'দেশীয় ভোগ, সকল শুল্ক-কর পরিশোধিত'],
    ['101', 'Home use, capital machinery at the concessionary rate', 'দেশীয় ভোগ, রেয়াতি হারে মূলধনী যন্ত্রপাতি'],
    ['102', 'Home use, industrial raw materials at the concessionary rate', 'দেশীয় ভোগ, রেয়াতি হারে শিল্পের কাঁচামাল'],
    ['103', 'Home use, pharmaceutical raw materials at the concessionary rate', 'দেশীয় ভোগ, রেয়াতি হারে ঔষধ শিল্পের কাঁচামাল'],
    ['104', 'Home use, agricultural inputs and machinery exempted', 'দেশীয় ভোগ, অব্যাহতিপ্রাপ্ত কৃষি উপকরণ ও যন্ত্রপাতি'],
    ['105', 'Home use, hospital and medical equipment at the concessionary rate', 'দেশীয় ভোগ, রেয়াতি হারে হাসপাতাল ও চিকিৎসা সরঞ্জাম'],
    ['106', 'Home use, renewable energy equipment at the concessionary rate', 'দেশীয় ভোগ, রেয়াতি হারে নবায়নযোগ্য জ্বালানি সরঞ্জাম'],
    ['301', 'Home use, diplomatic privileges', 'দেশীয় ভোগ, কূটনৈতিক সুবিধা'],
    ['302', 'Home use, UN agencies and international organisations', 'দেশীয় ভোগ, জাতিসংঘ সংস্থা ও আন্তর্জাতিক সংস্থা'],
    ['303', 'Home use, passenger baggage under the Baggage Rules', 'দেশীয় ভোগ, ব্যাগেজ বিধিমালার আওতায় যাত্রীর ব্যাগেজ'],
    ['400', 'Home use, relief goods and donations', 'দেশীয় ভোগ, ত্রাণসামগ্রী ও অনুদান'],
    ['401', 'Home use, government and foreign-aided project imports', 'দেশীয় ভোগ, সরকারি ও বৈদেশিক সাহায্যপুষ্ট প্রকল্পের আমদানি'],
    ['500', 'Home use, goods for persons with disabilities', 'দেশীয় ভোগ, প্রতিবন্ধী ব্যক্তিদের জন্য পণ্য'],
    ['900', 'Home use, other exemption by special order', 'দেশীয় ভোগ, বিশেষ আদেশে অন্যান্য অব্যাহতি'],
  ]],
  ['40', '51', 'Release for home use of goods previously under inward processing', 'পূর্বে অভ্যন্তরীণ প্রক্রিয়াকরণের আওতাধীন পণ্যের দেশীয় ভোগের জন্য খালাস', [
    ['000', 'Home use after inward processing, all duties and taxes paid', 'অভ্যন্তরীণ প্রক্রিয়াকরণের পর দেশীয় ভোগ, সকল শুল্ক-কর পরিশোধিত'],
  ]],
  ['40', '53', 'Release for home use of goods previously temporarily imported', 'পূর্বে সাময়িকভাবে আমদানিকৃত পণ্যের দেশীয় ভোগের জন্য খালাস', [
    ['000', 'Home use after temporary import, all duties and taxes paid', 'সাময়িক আমদানির পর দেশীয় ভোগ, সকল শুল্ক-কর পরিশোধিত'],
    ['900', 'Home use after temporary import, exemption by special order', 'সাময়িক আমদানির পর দেশীয় ভোগ, বিশেষ আদেশে অব্যাহতি'],
  ]],
  ['40', '71', 'Release for home use of goods from a bonded warehouse (ex-bond)', 'বন্ডেড ওয়্যারহাউস থেকে দেশীয় ভোগের জন্য পণ্য খালাস (এক্স-বন্ড)', [
    ['000', 'Ex-bond home use, all duties and taxes paid', 'এক্স-বন্ড দেশীয় ভোগ, সকল শুল্ক-কর পরিশোধিত'],
    ['201', 'Ex-bond sale of surplus bonded raw materials on payment of duties', 'শুল্ক পরিশোধ সাপেক্ষে উদ্বৃত্ত বন্ডেড কাঁচামালের এক্স-বন্ড বিক্রয়'],
  ]],
  ['40', '78', 'Release for home use of goods from an export processing zone or economic zone', 'রপ্তানি প্রক্রিয়াকরণ এলাকা বা অর্থনৈতিক অঞ্চল থেকে দেশীয় ভোগের জন্য পণ্য খালাস', [
    ['000', 'Home use of zone goods, all duties and taxes paid', 'অঞ্চলের পণ্যের দেশীয় ভোগ, সকল শুল্ক-কর পরিশোধিত'],
    ['200', 'Home use of zone goods sold to the domestic tariff area with BEPZA or BEZA permission', 'বেপজা বা বেজার অনুমতিক্রমে দেশীয় শুল্ক এলাকায় বিক্রীত অঞ্চলের পণ্য'],
  ]],
  ['51', '00', 'Import for inward processing under bond (manufacture for export)', 'বন্ডের আওতায় অভ্যন্তরীণ প্রক্রিয়াকরণের জন্য আমদানি (রপ্তানির জন্য উৎপাদন)', [
    ['201', 'Raw materials for export-oriented industries under bond', 'বন্ডের আওতায় রপ্তানিমুখী শিল্পের কাঁচামাল'],
  ]],
  ['53', '00', 'Temporary import (exhibitions, projects, professional equipment)', 'সাময়িক আমদানি (প্রদর্শনী, প্রকল্প, পেশাগত সরঞ্জাম)', [
    ['000', 'Temporary import against bank guarantee or bond', 'ব্যাংক গ্যারান্টি বা বন্ডের বিপরীতে সাময়িক আমদানি'],
    ['301', 'Temporary import by diplomatic missions', 'কূটনৈতিক মিশনের সাময়িক আমদানি'],
  ]],
  ['61', '21', 'Re-importation of goods after outward processing or repair', 'বিদেশে প্রক্রিয়াকরণ বা মেরামতের পর পণ্যের পুনঃআমদানি', [
    ['000', 'Re-importation after processing abroad, duty on the value added', 'বিদেশে প্রক্রিয়াকরণের পর পুনঃআমদানি, সংযোজিত মূল্যের ওপর শুল্ক'],
  ]],
  ['61', '23', 'Re-importation in the same state of goods temporarily exported', 'সাময়িকভাবে রপ্তানিকৃত পণ্যের অপরিবর্তিত অবস্থায় পুনঃআমদানি', [
    ['000', 'Re-importation in the same state, duty free', 'অপরিবর্তিত অবস্থায় পুনঃআমদানি, শুল্কমুক্ত'],
  ]],
  ['71', '00', 'Entry of goods into a bonded warehouse', 'বন্ডেড ওয়্যারহাউসে পণ্য প্রবেশ', [
    ['000', 'Warehousing, duties suspended', 'গুদামজাতকরণ, শুল্ক-কর স্থগিত'],
    ['201', 'Warehousing of raw materials for export-oriented industries', 'রপ্তানিমুখী শিল্পের কাঁচামালের গুদামজাতকরণ'],
  ]],
  ['80', '00', 'Transit of goods through Bangladesh', 'বাংলাদেশের ভেতর দিয়ে পণ্যের ট্রানজিট', [
    ['000', 'Transit under customs control, duties secured', 'শুল্ক নিয়ন্ত্রণাধীন ট্রানজিট, শুল্ক-কর জামানতকৃত'],
  ]],
];

// National (additional) procedure codes, each with the S.R.O. that grants it.
// [code, description, Bengali, [S.R.O. serial, customs serial, year, issued, what it grants, Bengali]]
// prettier-ignore
const ADDITIONAL_PROCEDURES = [
  ['000', 'No national procedure: all duties and taxes applicable', 'কোনো জাতীয় পদ্ধতি নেই: সকল শুল্ক-কর প্রযোজ্য', null],
  ['101', 'Capital machinery for industrial units at the concessionary rate', 'শিল্প প্রতিষ্ঠানের মূলধনী যন্ত্রপাতি, রেয়াতি হারে',
    ['119', '116', '2025', '2025-06-02', 'Capital machinery and their spares imported by industrial units for setting up or balancing, modernisation, replacement and expansion: customs duty above 1% and VAT exempted', 'শিল্প প্রতিষ্ঠান স্থাপন বা সুষমকরণ, আধুনিকায়ন, প্রতিস্থাপন ও সম্প্রসারণের জন্য আমদানিকৃত মূলধনী যন্ত্রপাতি ও খুচরা যন্ত্রাংশ: ১% এর অতিরিক্ত আমদানি শুল্ক ও মূসক অব্যাহতি']],
  ['102', 'Industrial raw materials for VAT-registered manufacturers at the concessionary rate', 'মূসক নিবন্ধিত উৎপাদকের শিল্প কাঁচামাল, রেয়াতি হারে',
    ['120', '117', '2025', '2025-06-02', 'Listed raw materials imported by VAT-registered manufacturers for their own production: customs duty reduced to the rate in the schedule', 'মূসক নিবন্ধিত উৎপাদক কর্তৃক নিজস্ব উৎপাদনের জন্য আমদানিকৃত তালিকাভুক্ত কাঁচামাল: তফসিলে উল্লিখিত হারে আমদানি শুল্ক হ্রাস']],
  ['103', 'Pharmaceutical raw materials at the concessionary rate', 'ঔষধ শিল্পের কাঁচামাল, রেয়াতি হারে',
    ['121', '118', '2025', '2025-06-02', 'Active ingredients and excipients imported by DGDA-licensed pharmaceutical manufacturers: customs duty above 5% exempted', 'ঔষধ প্রশাসন অধিদপ্তরের লাইসেন্সপ্রাপ্ত ঔষধ প্রস্তুতকারক কর্তৃক আমদানিকৃত সক্রিয় উপাদান ও সহায়ক উপাদান: ৫% এর অতিরিক্ত আমদানি শুল্ক অব্যাহতি']],
  ['104', 'Agricultural inputs and machinery, exempted', 'কৃষি উপকরণ ও যন্ত্রপাতি, অব্যাহতিপ্রাপ্ত',
    ['122', '119', '2025', '2025-06-02', 'Fertiliser, seeds, pesticides and listed agricultural machinery: customs duty, regulatory duty, VAT and advance tax exempted', 'সার, বীজ, কীটনাশক ও তালিকাভুক্ত কৃষি যন্ত্রপাতি: আমদানি শুল্ক, রেগুলেটরি ডিউটি, মূসক ও আগাম কর অব্যাহতি']],
  ['105', 'Hospital and medical equipment at the concessionary rate', 'হাসপাতাল ও চিকিৎসা সরঞ্জাম, রেয়াতি হারে',
    ['124', '121', '2025', '2025-06-02', 'Listed medical equipment and supplies imported by hospitals of 50 or more beds: customs duty above 1% and supplementary duty exempted', '৫০ বা ততোধিক শয্যার হাসপাতাল কর্তৃক আমদানিকৃত তালিকাভুক্ত চিকিৎসা সরঞ্জাম ও সামগ্রী: ১% এর অতিরিক্ত আমদানি শুল্ক ও সম্পূরক শুল্ক অব্যাহতি']],
  ['106', 'Renewable energy equipment at the concessionary rate', 'নবায়নযোগ্য জ্বালানি সরঞ্জাম, রেয়াতি হারে',
    ['125', '122', '2025', '2025-06-02', 'Solar panels, solar inverters, charge controllers and batteries for solar systems: customs duty above 1% and VAT exempted', 'সোলার প্যানেল, সোলার ইনভার্টার, চার্জ কন্ট্রোলার ও সৌরবিদ্যুৎ ব্যবস্থার ব্যাটারি: ১% এর অতিরিক্ত আমদানি শুল্ক ও মূসক অব্যাহতি']],
  ['200', 'Goods for export processing zones and economic zones', 'রপ্তানি প্রক্রিয়াকরণ এলাকা ও অর্থনৈতিক অঞ্চলের জন্য পণ্য',
    ['146', '127', '2024', '2024-06-06', 'Machinery, raw materials and construction materials imported by enterprises in BEPZA export processing zones and BEZA economic zones: all duties and taxes exempted', 'বেপজার রপ্তানি প্রক্রিয়াকরণ এলাকা ও বেজার অর্থনৈতিক অঞ্চলের প্রতিষ্ঠান কর্তৃক আমদানিকৃত যন্ত্রপাতি, কাঁচামাল ও নির্মাণসামগ্রী: সকল শুল্ক-কর অব্যাহতি']],
  ['201', 'Raw materials for export-oriented industries under bond', 'বন্ডের আওতায় রপ্তানিমুখী শিল্পের কাঁচামাল',
    ['148', '129', '2024', '2024-06-06', 'Raw and packing materials imported under bond by export-oriented industries holding a bonded warehouse licence: duties and taxes suspended subject to export', 'বন্ডেড ওয়্যারহাউস লাইসেন্সধারী রপ্তানিমুখী শিল্প কর্তৃক বন্ডের আওতায় আমদানিকৃত কাঁচামাল ও মোড়কসামগ্রী: রপ্তানি সাপেক্ষে শুল্ক-কর স্থগিত']],
  ['301', 'Diplomatic privileges', 'কূটনৈতিক সুবিধা',
    ['162', '139', '2023', '2023-06-01', 'Goods imported by diplomatic missions and their accredited members: all duties and taxes exempted on reciprocity', 'কূটনৈতিক মিশন ও তাদের স্বীকৃত সদস্যদের আমদানিকৃত পণ্য: পারস্পরিকতার ভিত্তিতে সকল শুল্ক-কর অব্যাহতি']],
  ['302', 'UN agencies and international organisations', 'জাতিসংঘ সংস্থা ও আন্তর্জাতিক সংস্থা',
    ['163', '140', '2023', '2023-06-01', 'Goods imported by United Nations agencies, development partners and international organisations for official use: all duties and taxes exempted', 'জাতিসংঘ সংস্থা, উন্নয়ন সহযোগী ও আন্তর্জাতিক সংস্থা কর্তৃক দাপ্তরিক ব্যবহারের জন্য আমদানিকৃত পণ্য: সকল শুল্ক-কর অব্যাহতি']],
  ['303', 'Passenger baggage under the Baggage Rules', 'ব্যাগেজ বিধিমালার আওতায় যাত্রীর ব্যাগেজ',
    ['151', '132', '2024', '2024-06-06', 'Baggage (Import) Rules: duty-free allowance for personal effects of incoming passengers and returning expatriate workers', 'ব্যাগেজ (আমদানি) বিধিমালা: আগত যাত্রী ও প্রত্যাবর্তনকারী প্রবাসী কর্মীদের ব্যক্তিগত ব্যবহার্য পণ্যের শুল্কমুক্ত সুবিধা']],
  ['400', 'Relief goods and donations', 'ত্রাণসামগ্রী ও অনুদান',
    ['210', '158', '2024', '2024-09-22', 'Relief goods and donations imported for free distribution to people affected by floods and other disasters: all duties and taxes exempted', 'বন্যা ও অন্যান্য দুর্যোগে ক্ষতিগ্রস্তদের মধ্যে বিনামূল্যে বিতরণের জন্য আমদানিকৃত ত্রাণসামগ্রী ও অনুদান: সকল শুল্ক-কর অব্যাহতি']],
  ['401', 'Government and foreign-aided project imports', 'সরকারি ও বৈদেশিক সাহায্যপুষ্ট প্রকল্পের আমদানি',
    ['164', '141', '2023', '2023-06-01', 'Goods imported under foreign-aided projects of the Annual Development Programme: duties and taxes exempted under the loan or grant agreement', 'বার্ষিক উন্নয়ন কর্মসূচির বৈদেশিক সাহায্যপুষ্ট প্রকল্পের আওতায় আমদানিকৃত পণ্য: ঋণ বা অনুদান চুক্তি অনুযায়ী শুল্ক-কর অব্যাহতি']],
  ['500', 'Goods for persons with disabilities', 'প্রতিবন্ধী ব্যক্তিদের জন্য পণ্য',
    ['128', '125', '2025', '2025-06-02', 'Specially adapted vehicles, wheelchairs and assistive devices for persons with disabilities: all duties and taxes exempted', 'প্রতিবন্ধী ব্যক্তিদের জন্য বিশেষভাবে অভিযোজিত যানবাহন, হুইলচেয়ার ও সহায়ক সরঞ্জাম: সকল শুল্ক-কর অব্যাহতি']],
  ['900', 'Other exemption by special order', 'বিশেষ আদেশে অন্যান্য অব্যাহতি',
    ['37', '18', '2025', '2025-02-09', 'Exemption granted by special order of the National Board of Revenue in the public interest, case by case', 'জনস্বার্থে জাতীয় রাজস্ব বোর্ডের বিশেষ আদেশে প্রদত্ত অব্যাহতি, ক্ষেত্রবিশেষে']],
];

// The two orders of the sample next budget year (commodityNextYear.mjs), in force from its first day, each
// citing the tariff lines it applies to (the reference SRO's tariffCodes): [as ADDITIONAL_PROCEDURES, codes].
// prettier-ignore
const NEXT_YEAR_PROCEDURES = [
  ['107', 'Lithium-ion accumulators for electric-vehicle assemblers at the concessionary rate', 'বৈদ্যুতিক যান সংযোজনকারীর লিথিয়াম-আয়ন ব্যাটারি, রেয়াতি হারে',
    ['96', '151', '2026', '2026-11-16', 'Lithium-ion accumulators imported by registered electric-vehicle assemblers for their own vehicles: customs duty above 1% exempted', 'নিবন্ধিত বৈদ্যুতিক যান সংযোজনকারী কর্তৃক নিজস্ব যানবাহনের জন্য আমদানিকৃত লিথিয়াম-আয়ন ব্যাটারি: ১% এর অতিরিক্ত আমদানি শুল্ক অব্যাহতি'],
    ['85076010']],
  ['108', 'Cashew nuts for registered processors at the concessionary rate', 'নিবন্ধিত প্রক্রিয়াকারকের কাজুবাদাম, রেয়াতি হারে',
    ['97', '152', '2026', '2026-11-16', 'Cashew nuts in retail packs imported by registered processors for re-packing and export: supplementary duty above 20% exempted', 'নিবন্ধিত প্রক্রিয়াকারক কর্তৃক পুনঃমোড়কজাতকরণ ও রপ্তানির জন্য খুচরা মোড়কে আমদানিকৃত কাজুবাদাম: ২০% এর অতিরিক্ত সম্পূরক শুল্ক অব্যাহতি'],
    ['08013110', '08013210']],
];

// What each SRO does to the taxes, as the taxation engine reads it (sample data, written from the SRO
// descriptions above): rateCaps caps rates (CD:1 = customs duty above 1% exempted; *:0 = every tax), and
// suspendsTaxes puts the taxes under a guarantee instead. Orders that leave the rate to a schedule or a
// case-by-case decision (102, 303, 900) define none.
const SRO_TAX_TREATMENT = {
  101: { rateCaps: 'CD:1,VAT:0' },
  103: { rateCaps: 'CD:5' },
  104: { rateCaps: 'CD:0,RD:0,VAT:0,AT:0' },
  105: { rateCaps: 'CD:1,SD:0' },
  106: { rateCaps: 'CD:1,VAT:0' },
  200: { rateCaps: '*:0' },
  201: { suspendsTaxes: 'true' },
  301: { rateCaps: '*:0' },
  302: { rateCaps: '*:0' },
  400: { rateCaps: '*:0' },
  401: { rateCaps: '*:0' },
  500: { rateCaps: '*:0' },
  107: { rateCaps: 'CD:1' },
  108: { rateCaps: 'SD:20' },
};

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const bengaliNumber = (text) => text.replace(/\d/g, (digit) => BENGALI_DIGITS[Number(digit)]);

const sroNumber = (serial, customsSerial, year) =>
  `S.R.O. No. ${serial}-Ain/${year}/${customsSerial}-Customs`;
const sroNumberTranslated = (serial, customsSerial, year) =>
  bengaliNumber(`এস.আর.ও. নং ${serial}-আইন/${year}/${customsSerial}-কাস্টমস`);
const sroCode = (serial, year) => `${year}-${serial.padStart(3, '0')}`;
// The content item of the order, and so its PDF: the reference `path` is this slug, read under the address
// /portal-config.json gives the SRO documents (SRO_DOCUMENTS_URL).
const sroSlug = (serial, year) => `sro-${serial}-${year}`;
const SAMPLE_ORDER_NOTE = 'Sample order, not an official text.';
const SAMPLE_ORDER_NOTE_BENGALI = 'নমুনা আদেশ, সরকারি পাঠ নয়।';

const withSro = ADDITIONAL_PROCEDURES.filter(([, , , sro]) => sro !== null);
const NEXT_YEAR_CODES = new Map(NEXT_YEAR_PROCEDURES.map(([cp3Code, , , , codes]) => [cp3Code, codes]));

/**
 * A list valid from SAMPLE_VALID_FROM, and from the next budget year's first day the same list with the
 * next year's orders added: an import is a whole period, so the later one repeats what stays in force.
 */
function writeWithNextYear(entity, records, nextYearRecords) {
  writeSampleFile(entity, [
    { validFromDate: SAMPLE_VALID_FROM, records },
    { validFromDate: NEXT_YEAR_FROM, records: [...records, ...nextYearRecords] },
  ]);
}

writeSingleSampleFile(
  'generalProcedure',
  GENERAL_PROCEDURES.map(([code, description, descriptionTranslated]) => ({
    code,
    description,
    descriptionTranslated,
  })),
);
writeSingleSampleFile(
  'regimeType',
  REGIME_TYPES.map(([code, flow, description, descriptionTranslated]) => ({
    code,
    description,
    descriptionTranslated,
    flow,
  })),
);
writeSingleSampleFile(
  'requestedProcedure',
  REQUESTED_PROCEDURES.map(([code, description, descriptionTranslated]) => ({
    code,
    description,
    descriptionTranslated,
    generalProcedureCode: code.charAt(0),
  })),
);
writeSingleSampleFile(
  'previousProcedure',
  PREVIOUS_PROCEDURES.map(([code, description, descriptionTranslated]) => ({
    code,
    description,
    descriptionTranslated,
  })),
);
writeSingleSampleFile(
  'modelOfDeclaration',
  MODELS_OF_DECLARATION.map(([code, generalProcedureCode, flow, description, descriptionTranslated]) => ({
    code,
    description,
    descriptionTranslated,
    generalProcedureCode,
    flow,
  })),
);
writeSingleSampleFile(
  'extendedProcedure',
  EXTENDED_PROCEDURES.map(
    ([requestedProcedureCode, previousProcedureCode, description, descriptionTranslated]) => ({
      code: `${requestedProcedureCode}${previousProcedureCode}`,
      description,
      descriptionTranslated,
      requestedProcedureCode,
      previousProcedureCode,
    }),
  ),
);
writeSingleSampleFile(
  'additionalRegimes',
  EXTENDED_PROCEDURES.flatMap(([requested, previous, , , regimes]) =>
    regimes.map(([code, description, descriptionTranslated]) => ({
      parentCode: `${requested}${previous}`,
      code,
      description,
      descriptionTranslated,
    })),
  ),
);
const procedureRecord = ([code, description, descriptionTranslated]) => ({
  code,
  description,
  descriptionTranslated,
});
writeWithNextYear(
  'additionalProcedure',
  ADDITIONAL_PROCEDURES.map(procedureRecord),
  NEXT_YEAR_PROCEDURES.map(procedureRecord),
);
const sroRecord = ([
  cp3Code,
  ,
  ,
  [serial, customsSerial, year, issuedDate, description, descriptionTranslated],
]) => ({
  code: sroCode(serial, year),
  description,
  descriptionTranslated,
  sroNumber: sroNumber(serial, customsSerial, year),
  sroCode: `${customsSerial}-Customs/${year}`,
  path: `/${sroSlug(serial, year)}`,
  cp3Code,
  issuedDate,
  ...SRO_TAX_TREATMENT[cp3Code],
  tariffCodes: NEXT_YEAR_CODES.get(cp3Code)?.join(' '),
});
writeWithNextYear('sro', withSro.map(sroRecord), NEXT_YEAR_PROCEDURES.map(sroRecord));
const srosRecord = ([parentCode, , , [serial, customsSerial, year]]) => ({
  parentCode,
  code: sroCode(serial, year),
  description: sroNumber(serial, customsSerial, year),
  descriptionTranslated: sroNumberTranslated(serial, customsSerial, year),
});
writeWithNextYear('sros', withSro.map(srosRecord), NEXT_YEAR_PROCEDURES.map(srosRecord));
writeContentSampleFile(
  'sros',
  [...withSro, ...NEXT_YEAR_PROCEDURES].map(
    ([
      ,
      title,
      titleTranslated,
      [serial, customsSerial, year, issuedDate, description, descriptionTranslated],
    ]) => ({
      slug: sroSlug(serial, year),
      number: sroNumber(serial, customsSerial, year),
      date: issuedDate,
      file: { filename: `${sroSlug(serial, year)}.pdf` },
      translations: {
        en: { title, summary: `${description}. ${SAMPLE_ORDER_NOTE}` },
        bn: { title: titleTranslated, summary: `${descriptionTranslated}। ${SAMPLE_ORDER_NOTE_BENGALI}` },
      },
    }),
  ),
);
