// Places: UN/LOCODE locations of Bangladesh, the ports a Bangladesh declaration names, the custom houses and
// land customs stations with their transport modes and transit sheds.
import { writeSingleSampleFile } from './sampleFile.mjs';

// All 45 Bangladesh entries of UN/LOCODE 2023-1, as published (subdivision and coordinates kept even where the
// published entry is doubtful, e.g. the W longitude of BDMUN). The function code is spelled out with
// UN/LOCODE's own labels; the Bengali names are ours.
// [locode, name, Bengali name, subdivision, coordinates, function]
// prettier-ignore
const LOCATIONS = [
  ['BDAKH', 'Akhaura', 'আখাউড়া', null, null, 'postal exchange office'],
  ['BDASJ', 'Ashuganj', 'আশুগঞ্জ', '04', '2402N 09101E', 'port'],
  ['BDBHL', 'Bhola', 'ভোলা', '13', '2347N 09025E', 'road terminal'],
  ['BDBNP', 'Benapole', 'বেনাপোল', null, '2303N 08854E', 'port'],
  ['BDBRG', 'Bogura', 'বগুড়া', null, '2451N 08922E', 'multimodal / inland clearance depot'],
  ['BDBZL', 'Barisal', 'বরিশাল', null, null, 'port; airport'],
  ['BDCDG', 'Chuadanga', 'চুয়াডাঙ্গা', '27', '2360N 08870E', 'multimodal / inland clearance depot'],
  ['BDCGP', 'Chattogram', 'চট্টগ্রাম', '10', '2220N 09150E', 'port; airport; postal exchange office'],
  ['BDCHL', 'Chalna', 'চালনা', null, null, 'port'],
  ['BDCLA', 'Cumilla', 'কুমিল্লা', null, null, 'airport'],
  ['BDCXB', "Cox's Bazar", 'কক্সবাজার', null, '2126N 09159E', 'airport'],
  ['BDDAC', 'Dhaka', 'ঢাকা', '13', '2410N 09025E', 'airport; postal exchange office'],
  ['BDDHA', 'Narsingdi', 'নরসিংদী', '13', '2355N 09043E', 'multimodal / inland clearance depot'],
  ['BDFNI', 'Feni', 'ফেনী', '10', '2301N 09124E', 'road terminal'],
  ['BDGAZ', 'Gazipur', 'গাজীপুর', null, '2342N 09057E', 'road terminal'],
  ['BDGPG', 'Gopalganj', 'গোপালগঞ্জ', '13', '2313N 09003E', 'road terminal'],
  ['BDIRD', 'Ishurdi', 'ঈশ্বরদী', null, null, 'airport'],
  ['BDJSR', 'Jashore', 'যশোর', null, null, 'airport'],
  ['BDKAM', 'Kamalapur/Dhaka', 'কমলাপুর/ঢাকা', null, null, 'road terminal'],
  ['BDKHL', 'Khulna', 'খুলনা', null, null, 'port'],
  ['BDKUS', 'Kushtia', 'কুষ্টিয়া', null, '2545N 08950E', 'multimodal / inland clearance depot'],
  ['BDLAK', 'Laksham', 'লাকসাম', null, null, 'postal exchange office'],
  ['BDMBB', 'Moulvi Bazar', 'মৌলভীবাজার', '60', '2429N 09147E', 'multimodal / inland clearance depot'],
  ['BDMGL', 'Mongla', 'মোংলা', null, null, 'port'],
  ['BDMNK', 'Manikganj', 'মানিকগঞ্জ', '13', '2351N 09000E', 'road terminal'],
  ['BDMON', 'Monella', 'মোনেলা', null, null, 'function not known'],
  ['BDMUN', 'Munshiganj', 'মুন্সীগঞ্জ', '35', '2333N 09032W', 'port'],
  ['BDMYM', 'Mymensingh', 'ময়মনসিংহ', null, null, 'postal exchange office'],
  ['BDNAR', 'Narayanganj', 'নারায়ণগঞ্জ', null, null, 'port; rail terminal; road terminal'],
  ['BDPAN', 'Pabna', 'পাবনা', null, null, 'road terminal'],
  ['BDPAR', 'Parbatipur', 'পার্বতীপুর', null, null, 'postal exchange office'],
  ['BDPAY', 'Payra Port', 'পায়রা বন্দর', '06', '2156N 09016E', 'port'],
  ['BDPCR', 'Panchashar', 'পঞ্চসার', '40', '2334N 09030E', 'port; multimodal / inland clearance depot'],
  ['BDPGN', 'Pangaon', 'পানগাঁও', '13', '2339N 09027E', 'port; road terminal'],
  ['BDRAU', 'Rangpur', 'রংপুর', null, null, 'airport'],
  ['BDRJH', 'Rajshahi', 'রাজশাহী', null, null, 'airport'],
  ['BDSAJ', 'Sirajganj', 'সিরাজগঞ্জ', null, null, 'airport'],
  ['BDSAV', 'Savar', 'সাভার', '13', '2350N 09015E', 'multimodal / inland clearance depot'],
  ['BDSDW', 'Sandwip', 'সন্দ্বীপ', null, null, 'airport'],
  ['BDSPD', 'Saidpur', 'সৈয়দপুর', null, null, 'airport'],
  ['BDSSU', 'Sherpur Sadar Upazila', 'শেরপুর সদর উপজেলা', '13', '2500N 09001E', 'road terminal'],
  ['BDTEJ', 'Tejgaon', 'তেজগাঁও', null, '2346N 09024E', 'multimodal / inland clearance depot'],
  ['BDTKR', 'Thakurgaon', 'ঠাকুরগাঁও', null, null, 'airport'],
  ['BDZHM', 'Shamshernagar', 'শমশেরনগর', null, null, 'airport'],
  ['BDZYL', 'Sylhet', 'সিলেট', null, null, 'airport'],
];

// [code, description, Bengali, country, function]
// prettier-ignore
const PORTS = [
  ['BDCGP', 'Chattogram (sea port and Shah Amanat International Airport)', 'চট্টগ্রাম (সমুদ্রবন্দর ও শাহ আমানত আন্তর্জাতিক বিমানবন্দর)', 'BD', 'sea port; airport'],
  ['BDMGL', 'Mongla', 'মোংলা', 'BD', 'sea port'],
  ['BDPAY', 'Payra Port', 'পায়রা বন্দর', 'BD', 'sea port'],
  ['BDCHL', 'Chalna (Mongla anchorage)', 'চালনা (মোংলা নোঙরস্থল)', 'BD', 'sea port'],
  ['BDPGN', 'Pangaon Inland Container Terminal', 'পানগাঁও অভ্যন্তরীণ কন্টেইনার টার্মিনাল', 'BD', 'river port; road terminal'],
  ['BDNAR', 'Narayanganj', 'নারায়ণগঞ্জ', 'BD', 'river port; rail terminal; road terminal'],
  ['BDASJ', 'Ashuganj', 'আশুগঞ্জ', 'BD', 'river port'],
  ['BDKHL', 'Khulna', 'খুলনা', 'BD', 'river port'],
  ['BDBZL', 'Barisal', 'বরিশাল', 'BD', 'river port; airport'],
  ['BDPCR', 'Panchashar', 'পঞ্চসার', 'BD', 'river port; inland clearance depot'],
  ['BDKAM', 'Kamalapur Inland Container Depot, Dhaka', 'কমলাপুর অভ্যন্তরীণ কন্টেইনার ডিপো, ঢাকা', 'BD', 'inland clearance depot (rail)'],
  ['BDDAC', 'Dhaka (Hazrat Shahjalal International Airport)', 'ঢাকা (হযরত শাহজালাল আন্তর্জাতিক বিমানবন্দর)', 'BD', 'airport'],
  ['BDZYL', 'Sylhet (Osmani International Airport)', 'সিলেট (ওসমানী আন্তর্জাতিক বিমানবন্দর)', 'BD', 'airport'],
  ['BDCXB', "Cox's Bazar", 'কক্সবাজার', 'BD', 'airport'],
  ['BDJSR', 'Jashore', 'যশোর', 'BD', 'airport'],
  ['BDSPD', 'Saidpur', 'সৈয়দপুর', 'BD', 'airport'],
  ['BDRJH', 'Rajshahi', 'রাজশাহী', 'BD', 'airport'],
  ['BDBNP', 'Benapole', 'বেনাপোল', 'BD', 'land border crossing (road and rail)'],
  ['BDAKH', 'Akhaura', 'আখাউড়া', 'BD', 'land border crossing'],
  // Trading partners' ports. UN/LOCODE 2023-1 gives CNSHA and CNNGB to the airports, so the sea ports of
  // Shanghai and Ningbo are listed under their own codes as well.
  ['CNSGH', 'Shanghai', 'সাংহাই', 'CN', 'sea port; rail terminal; road terminal; airport'],
  ['CNSHA', 'Shanghai Hongqiao International Airport', 'সাংহাই হংছিয়াও আন্তর্জাতিক বিমানবন্দর', 'CN', 'airport'],
  ['CNNBO', 'Ningbo', 'নিংবো', 'CN', 'sea port; rail terminal; airport'],
  ['CNNGB', 'Ningbo Lishe International Airport', 'নিংবো লিশে আন্তর্জাতিক বিমানবন্দর', 'CN', 'airport'],
  ['HKHKG', 'Hong Kong', 'হংকং', 'HK', 'sea port; airport'],
  ['SGSIN', 'Singapore', 'সিঙ্গাপুর', 'SG', 'sea port; airport'],
  ['MYPKG', 'Port Klang', 'পোর্ট কেলাং', 'MY', 'sea port; rail terminal; road terminal'],
  ['LKCMB', 'Colombo', 'কলম্বো', 'LK', 'sea port; rail terminal; road terminal; airport'],
  ['INCCU', 'Kolkata', 'কলকাতা', 'IN', 'sea port; airport'],
  ['INMAA', 'Chennai', 'চেন্নাই', 'IN', 'sea port; rail terminal; road terminal; airport'],
  ['INNSA', 'Nhava Sheva (Jawaharlal Nehru Port)', 'নভা শেভা (জওহরলাল নেহরু বন্দর)', 'IN', 'sea port'],
  ['INPTP', 'Petrapole', 'পেট্রাপোল', 'IN', 'land border crossing'],
  ['AEJEA', 'Jebel Ali', 'জেবেল আলী', 'AE', 'sea port'],
  ['THLCH', 'Laem Chabang', 'লায়েম চাবাং', 'TH', 'sea port; road terminal'],
  ['VNSGN', 'Ho Chi Minh City', 'হো চি মিন সিটি', 'VN', 'sea port; road terminal; airport'],
  ['KRPUS', 'Busan', 'বুসান', 'KR', 'sea port; rail terminal; road terminal; airport'],
  ['JPTYO', 'Tokyo', 'টোকিও', 'JP', 'sea port; rail terminal; road terminal; airport'],
  ['NLRTM', 'Rotterdam', 'রটারড্যাম', 'NL', 'sea port; rail terminal; road terminal; airport'],
  ['DEHAM', 'Hamburg', 'হামবুর্গ', 'DE', 'sea port; rail terminal; road terminal; airport'],
  ['USNYC', 'New York', 'নিউ ইয়র্ক', 'US', 'sea port; rail terminal; road terminal; airport'],
];

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
  'location',
  LOCATIONS.map(([code, description, descriptionTranslated, subdivision, coordinates, locationFunction]) => ({
    code,
    description,
    descriptionTranslated,
    countryCode: 'BD',
    subdivision,
    coordinates,
    locationFunction,
  })),
);
writeSingleSampleFile(
  'port',
  PORTS.map(([code, description, descriptionTranslated, countryCode, locationFunction]) => ({
    code,
    description,
    descriptionTranslated,
    countryCode,
    locationFunction,
  })),
);
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
