// Places: the custom houses and land customs stations with their transport modes and transit sheds. The
// locations and ports they name are UN/LOCODE's, shipped as real data (npm run reference-data).
import { writeSingleSampleFile } from './sampleFile.mjs';

// Office codes 301 (Chattogram) and 101 (Dhaka) are the ones printed on Bills of Entry; the others follow
// the same pattern and are sample codes.
// [code, name, Bengali name, address1, address1 Bengali, address2, address2 Bengali, UN/LOCODE]
// prettier-ignore
const CUSTOMS_OFFICES = [
  ['101', 'Custom House, Dhaka', 'কাস্টম হাউস, ঢাকা', 'Hazrat Shahjalal International Airport, Kurmitola', 'হযরত শাহজালাল আন্তর্জাতিক বিমানবন্দর, কুর্মিটোলা', 'Dhaka-1229', 'ঢাকা-১২২৯', 'BDDAC'],
  ['102', 'ICD Kamalapur Custom House', 'আইসিডি কমলাপুর কাস্টম হাউস', 'Inland Container Depot, Kamalapur', 'অভ্যন্তরীণ কন্টেইনার ডিপো, কমলাপুর', 'Dhaka-1217', 'ঢাকা-১২১৭', 'BDKAM'],
  ['103', 'Pangaon Custom House', 'পানগাঁও কাস্টম হাউস', 'Pangaon Inland Container Terminal, Keraniganj', 'পানগাঁও অভ্যন্তরীণ কন্টেইনার টার্মিনাল, কেরানীগঞ্জ', 'Dhaka-1310', 'ঢাকা-১৩১০', 'BDPGN'],
  ['301', 'Custom House, Chattogram', 'কাস্টম হাউস, চট্টগ্রাম', 'Custom House Road, Bandar', 'কাস্টম হাউস সড়ক, বন্দর', 'Chattogram-4100', 'চট্টগ্রাম-৪১০০', 'BDCGP'],
  ['302', 'Shah Amanat International Airport Customs Station', 'শাহ আমানত আন্তর্জাতিক বিমানবন্দর শুল্ক স্টেশন', 'Shah Amanat International Airport, Patenga', 'শাহ আমানত আন্তর্জাতিক বিমানবন্দর, পতেঙ্গা', 'Chattogram-4205', 'চট্টগ্রাম-৪২০৫', 'BDCGP'],
  ['401', 'Custom House, Mongla', 'কাস্টম হাউস, মোংলা', 'Custom House Bhaban, Khalishpur', 'কাস্টম হাউস ভবন, খালিশপুর', 'Khulna-9000', 'খুলনা-৯০০০', 'BDMGL'],
  ['402', 'Payra Port Customs Station', 'পায়রা বন্দর শুল্ক স্টেশন', 'Payra Port, Kalapara', 'পায়রা বন্দর, কলাপাড়া', 'Patuakhali-8650', 'পটুয়াখালী-৮৬৫০', 'BDPAY'],
  ['501', 'Custom House, Benapole', 'কাস্টম হাউস, বেনাপোল', 'Benapole Land Port, Sharsha', 'বেনাপোল স্থলবন্দর, শার্শা', 'Jashore-7431', 'যশোর-৭৪৩১', 'BDBNP'],
  ['502', 'Bhomra Land Customs Station', 'ভোমরা স্থল শুল্ক স্টেশন', 'Bhomra Land Port, Satkhira Sadar', 'ভোমরা স্থলবন্দর, সাতক্ষীরা সদর', 'Satkhira-9400', 'সাতক্ষীরা-৯৪০০', null],
  ['601', 'Osmani International Airport Customs Station, Sylhet', 'ওসমানী আন্তর্জাতিক বিমানবন্দর শুল্ক স্টেশন, সিলেট', 'Osmani International Airport', 'ওসমানী আন্তর্জাতিক বিমানবন্দর', 'Sylhet-3100', 'সিলেট-৩১০০', 'BDZYL'],
  ['602', 'Tamabil Land Customs Station', 'তামাবিল স্থল শুল্ক স্টেশন', 'Tamabil Land Port, Gowainghat', 'তামাবিল স্থলবন্দর, গোয়াইনঘাট', 'Sylhet-3150', 'সিলেট-৩১৫০', null],
  ['603', 'Akhaura Land Customs Station', 'আখাউড়া স্থল শুল্ক স্টেশন', 'Akhaura Land Port, Akhaura', 'আখাউড়া স্থলবন্দর, আখাউড়া', 'Brahmanbaria-3450', 'ব্রাহ্মণবাড়িয়া-৩৪৫০', 'BDAKH'],
  ['701', 'Sona Masjid Land Customs Station', 'সোনামসজিদ স্থল শুল্ক স্টেশন', 'Sona Masjid Land Port, Shibganj', 'সোনামসজিদ স্থলবন্দর, শিবগঞ্জ', 'Chapainawabganj-6340', 'চাঁপাইনবাবগঞ্জ-৬৩৪০', null],
  ['702', 'Hili Land Customs Station', 'হিলি স্থল শুল্ক স্টেশন', 'Hili Land Port, Hakimpur', 'হিলি স্থলবন্দর, হাকিমপুর', 'Dinajpur-5270', 'দিনাজপুর-৫২৭০', null],
  ['703', 'Burimari Land Customs Station', 'বুড়িমারী স্থল শুল্ক স্টেশন', 'Burimari Land Port, Patgram', 'বুড়িমারী স্থলবন্দর, পাটগ্রাম', 'Lalmonirhat-5540', 'লালমনিরহাট-৫৫৪০', null],
];

// UN/ECE Recommendation 19 modes.
const TRANSPORT_MODES = {
  1: ['Maritime transport', 'সমুদ্রপথে পরিবহন'],
  2: ['Rail transport', 'রেলপথে পরিবহন'],
  3: ['Road transport', 'সড়কপথে পরিবহন'],
  4: ['Air transport', 'আকাশপথে পরিবহন'],
  5: ['Mail (postal and express consignments)', 'ডাকযোগে (ডাক ও এক্সপ্রেস চালান)'],
  8: ['Inland water transport', 'অভ্যন্তরীণ নৌপথে পরিবহন'],
};
const OFFICE_TRANSPORT_MODES = {
  101: [4, 5],
  102: [2],
  103: [8, 3],
  301: [1, 2, 8, 3],
  302: [4],
  401: [1, 8, 3],
  402: [1],
  501: [3, 2],
  502: [3],
  601: [4],
  602: [3],
  603: [3],
  701: [3],
  702: [3, 2],
  703: [3],
};

// [office, code, description, Bengali]
// prettier-ignore
const TRANSIT_SHEDS = [
  ['101', 'ICC', 'Import Cargo Complex, Hazrat Shahjalal International Airport', 'আমদানি কার্গো কমপ্লেক্স, হযরত শাহজালাল আন্তর্জাতিক বিমানবন্দর'],
  ['101', 'CRS', 'Courier shed (express consignments)', 'কুরিয়ার শেড (এক্সপ্রেস চালান)'],
  ['101', 'CLD', 'Cold room for perishable cargo', 'পচনশীল পণ্যের হিমাগার (কোল্ড রুম)'],
  ['102', 'CY', 'Container yard, ICD Kamalapur', 'কন্টেইনার ইয়ার্ড, আইসিডি কমলাপুর'],
  ['102', 'CFS', 'Container freight station, ICD Kamalapur', 'কন্টেইনার ফ্রেইট স্টেশন, আইসিডি কমলাপুর'],
  ['103', 'PICT', 'Pangaon Inland Container Terminal yard', 'পানগাঁও অভ্যন্তরীণ কন্টেইনার টার্মিনাল ইয়ার্ড'],
  ['301', 'CCT', 'Chittagong Container Terminal (CCT)', 'চিটাগং কন্টেইনার টার্মিনাল (সিসিটি)'],
  ['301', 'NCT', 'New Mooring Container Terminal (NCT)', 'নিউমুরিং কন্টেইনার টার্মিনাল (এনসিটি)'],
  ['301', 'PCT', 'Patenga Container Terminal (PCT)', 'পতেঙ্গা কন্টেইনার টার্মিনাল (পিসিটি)'],
  ['301', 'GCB', 'General Cargo Berth (GCB)', 'জেনারেল কার্গো বার্থ (জিসিবি)'],
  ['301', 'S09', 'Transit Shed No. 9', '৯ নম্বর ট্রানজিট শেড'],
  ['301', 'S13', 'Transit Shed No. 13 (container freight station)', '১৩ নম্বর ট্রানজিট শেড (কন্টেইনার ফ্রেইট স্টেশন)'],
  ['302', 'ACS', 'Air cargo shed, Shah Amanat International Airport', 'এয়ার কার্গো শেড, শাহ আমানত আন্তর্জাতিক বিমানবন্দর'],
  ['401', 'JS1', 'Mongla Port Jetty Shed No. 1', 'মোংলা বন্দর জেটি শেড নম্বর ১'],
  ['401', 'CY', 'Container yard, Mongla Port', 'কন্টেইনার ইয়ার্ড, মোংলা বন্দর'],
  ['401', 'VY', 'Vehicle yard for imported motor vehicles, Mongla Port', 'আমদানিকৃত মোটরযানের ইয়ার্ড, মোংলা বন্দর'],
  ['501', 'S15', 'Shed No. 15, Benapole Land Port', '১৫ নম্বর শেড, বেনাপোল স্থলবন্দর'],
  ['501', 'S31', 'Shed No. 31, Benapole Land Port', '৩১ নম্বর শেড, বেনাপোল স্থলবন্দর'],
  ['501', 'OPY', 'Open yard, Benapole Land Port', 'খোলা ইয়ার্ড, বেনাপোল স্থলবন্দর'],
  ['501', 'TTM', 'Truck terminal, Benapole Land Port', 'ট্রাক টার্মিনাল, বেনাপোল স্থলবন্দর'],
  ['702', 'OPY', 'Open yard, Hili Land Port', 'খোলা ইয়ার্ড, হিলি স্থলবন্দর'],
  ['703', 'OPY', 'Open yard, Burimari Land Port', 'খোলা ইয়ার্ড, বুড়িমারী স্থলবন্দর'],
];

writeSingleSampleFile(
  'customsOffice',
  CUSTOMS_OFFICES.map(
    ([
      code,
      description,
      descriptionTranslated,
      address1,
      address1Translated,
      address2,
      address2Translated,
      locationCode,
    ]) => ({
      code,
      description,
      descriptionTranslated,
      address1,
      address1Translated,
      address2,
      address2Translated,
      locationCode,
    }),
  ),
);
writeSingleSampleFile(
  'modeOfTransports',
  CUSTOMS_OFFICES.flatMap(([office]) =>
    OFFICE_TRANSPORT_MODES[office].map((mode) => ({
      parentCode: office,
      code: String(mode),
      description: TRANSPORT_MODES[mode][0],
      descriptionTranslated: TRANSPORT_MODES[mode][1],
    })),
  ),
);
writeSingleSampleFile(
  'transitSheds',
  TRANSIT_SHEDS.map(([parentCode, code, description, descriptionTranslated]) => ({
    parentCode,
    code,
    description,
    descriptionTranslated,
  })),
);
