// The sample tariff: eight-digit Bangladesh tariff lines over every HS chapter, for the budget year before the
// real tariff (FY2024-25), so that the portal shows dates of validity.
//
// Codes and rates are those of the Bangladesh Customs Tariff FY2025-26 (NBR), as transcribed in
// ../shared/data/bd-tariff; the English and Bengali descriptions are written for the portal, not copied.
// FY2024-25 is the same list with the differences in PREVIOUS_YEAR_CHANGES; TTI is computed, never typed.
// FY2027-28, after the real tariff, is the real tariff changed as commodityNextYear.mjs says.
//
// Run: npx tsc -b domain && node scripts/sample-data/commodity.mjs  (writes server/sample-data/commodity.json)
import { writeSampleFile } from './sampleFile.mjs';
import { totalTaxIncidenceText } from './domainPackage.mjs';
import { NEXT_YEAR_FROM, nextYearRecords } from './commodityNextYear.mjs';

const PREVIOUS_YEAR_FROM = '2024-07-01'; // FY2024-25

// [code, supplementary unit (UN/ECE Rec 20), [CD, RD, SD, VAT, AIT, AT] in %, description, Bengali description]
// prettier-ignore
const CURRENT_LINES = [
  // Chapter 01
  ['01012100', 'NAR', [5, 0, 0, 0, 5, 0], 'Pure-bred breeding horses', 'বিশুদ্ধ প্রজাতির প্রজননযোগ্য ঘোড়া'],
  ['01022900', 'NAR', [0, 0, 0, 0, 2, 0], 'Live cattle, other than pure-bred breeding animals', 'জীবন্ত গবাদিপশু (বিশুদ্ধ প্রজাতির প্রজননযোগ্য ব্যতীত)'],
  ['01042000', 'NAR', [5, 0, 0, 0, 5, 0], 'Live goats', 'জীবন্ত ছাগল'],
  ['01051110', 'NAR', [0, 0, 0, 0, 2, 0], 'Day-old parent-stock chicks of domestic fowl, not over 185 g', 'গৃহপালিত মুরগির একদিন বয়সী প্যারেন্ট স্টক বাচ্চা, ওজন ১৮৫ গ্রামের বেশি নয়'],
  ['01051190', 'NAR', [25, 3, 0, 0, 5, 0], 'Other live domestic fowl, not over 185 g', 'অন্যান্য জীবন্ত গৃহপালিত মুরগি, ওজন ১৮৫ গ্রামের বেশি নয়'],
  ['01064100', 'KGM', [0, 0, 0, 0, 5, 0], 'Live bees', 'জীবন্ত মৌমাছি'],
  // Chapter 02
  ['02013090', 'KGM', [25, 3, 10, 0, 5, 0], 'Boneless bovine meat, fresh or chilled, other than in packs up to 2.5 kg', 'হাড়বিহীন গরু-মহিষের মাংস, তাজা বা ঠান্ডা, ২.৫ কেজি পর্যন্ত মোড়ক ব্যতীত'],
  ['02023010', 'KGM', [25, 3, 10, 15, 5, 7.5], 'Boneless bovine meat, frozen, in packs or cans up to 2.5 kg', 'হাড়বিহীন গরু-মহিষের মাংস, হিমায়িত, ২.৫ কেজি পর্যন্ত মোড়ক বা টিনে'],
  ['02023090', 'KGM', [25, 3, 10, 0, 5, 0], 'Boneless bovine meat, frozen, other', 'হাড়বিহীন গরু-মহিষের মাংস, হিমায়িত, অন্যান্য'],
  ['02044290', 'KGM', [25, 3, 10, 0, 5, 0], 'Frozen cuts of sheep meat with bone in, other than in packs up to 2.5 kg', 'হাড়সহ ভেড়ার মাংসের হিমায়িত টুকরা, ২.৫ কেজি পর্যন্ত মোড়ক ব্যতীত'],
  ['02071410', 'KGM', [25, 0, 10, 15, 5, 7.5], 'Frozen chicken cuts and edible offal, in packs or cans up to 2.5 kg', 'মুরগির মাংসের হিমায়িত টুকরা ও ভোজ্য অফাল, ২.৫ কেজি পর্যন্ত মোড়ক বা টিনে'],
  // Chapter 03
  ['03011100', 'NAR', [25, 3, 0, 0, 5, 0], 'Live ornamental freshwater fish', 'জীবন্ত শোভাবর্ধক মিঠাপানির মাছ'],
  ['03034290', 'KGM', [25, 3, 10, 0, 5, 0], 'Frozen yellowfin tuna, excluding livers and roes, other than in packs up to 2.5 kg', 'হিমায়িত ইয়েলোফিন টুনা (কলিজা ও ডিম ব্যতীত), ২.৫ কেজি পর্যন্ত মোড়ক ব্যতীত'],
  ['03038990', 'KGM', [25, 3, 0, 0, 5, 0], 'Other frozen fish, excluding livers and roes, other than in packs up to 2.5 kg', 'অন্যান্য হিমায়িত মাছ (কলিজা ও ডিম ব্যতীত), ২.৫ কেজি পর্যন্ত মোড়ক ব্যতীত'],
  ['03049910', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Frozen fish fillets and other fish meat, in packs up to 2.5 kg', 'হিমায়িত মাছের ফিলে ও অন্যান্য মাছের মাংস, ২.৫ কেজি পর্যন্ত মোড়কে'],
  ['03061700', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Frozen shrimps and prawns, other', 'হিমায়িত চিংড়ি, অন্যান্য'],
  // Chapter 04
  ['04012090', 'LTR', [25, 3, 0, 0, 5, 0], 'Milk and cream of more than 1% but not more than 6% fat, not concentrated or sweetened, in bulk', 'দুধ ও ক্রিম, চর্বি ১% এর বেশি কিন্তু ৬% এর বেশি নয়, ঘনীভূত বা মিষ্টিযুক্ত নয়, বাল্ক'],
  ['04021010', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Skimmed milk powder (fat not over 1.5%), in retail packs up to 2.5 kg', 'ননীমুক্ত গুঁড়া দুধ (চর্বি ১.৫% এর বেশি নয়), ২.৫ কেজি পর্যন্ত খুচরা মোড়কে'],
  ['04022190', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Full-cream milk powder (fat over 1.5%), unsweetened, in bulk packing', 'ননীযুক্ত গুঁড়া দুধ (চর্বি ১.৫% এর বেশি), চিনিমুক্ত, বাল্ক মোড়কে'],
  ['04063000', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Processed cheese, not grated or powdered', 'প্রক্রিয়াজাত পনির, কুচি বা গুঁড়া নয়'],
  ['04071100', 'NAR', [25, 3, 0, 0, 5, 0], 'Fertilised eggs of domestic fowl for incubation', 'ফোটানোর জন্য গৃহপালিত মুরগির নিষিক্ত ডিম'],
  ['04090010', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Natural honey, in packs or jars up to 2.5 kg', 'প্রাকৃতিক মধু, ২.৫ কেজি পর্যন্ত মোড়ক বা বয়ামে'],
  // Chapter 05
  ['05010000', 'KGM', [10, 0, 0, 0, 5, 0], 'Human hair, unworked, and waste of human hair', 'প্রক্রিয়াবিহীন মানুষের চুল ও চুলের বর্জ্য'],
  ['05051000', 'KGM', [10, 0, 0, 0, 5, 0], 'Raw feathers of a kind used for stuffing; down', 'গদি-বালিশ ভরাটের কাজে ব্যবহৃত কাঁচা পালক; ডাউন'],
  ['05069010', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Bone ash', 'হাড়ের ছাই'],
  ['05111000', 'NAR', [0, 0, 0, 0, 2, 0], 'Bovine semen for artificial insemination', 'কৃত্রিম প্রজননের জন্য গবাদিপশুর বীর্য'],
  // Chapter 06
  ['06011000', 'KGM', [5, 0, 0, 0, 2, 0], 'Dormant bulbs, tubers, corms and rhizomes', 'সুপ্ত অবস্থার কন্দ, গুঁড়িকন্দ ও রাইজোম'],
  ['06029090', 'NAR', [5, 0, 0, 0, 5, 0], 'Other live plants, cuttings and slips', 'অন্যান্য জীবন্ত উদ্ভিদ, কাটিং ও চারা'],
  ['06031100', 'KGM', [25, 20, 0, 15, 5, 7.5], 'Fresh cut roses', 'তাজা কাটা গোলাপ'],
  ['06031300', 'KGM', [25, 20, 0, 15, 5, 7.5], 'Fresh cut orchids', 'তাজা কাটা অর্কিড'],
  // Chapter 07
  ['07011090', 'KGM', [0, 0, 0, 0, 2, 0], 'Seed potatoes, other than in packs up to 2.5 kg', 'বীজ আলু, ২.৫ কেজি পর্যন্ত মোড়ক ব্যতীত'],
  ['07019019', 'KGM', [25, 3, 0, 0, 5, 0], 'Potatoes, fresh, other than seed, in bulk', 'আলু, তাজা (বীজ ব্যতীত), বাল্ক'],
  ['07031019', 'KGM', [5, 5, 0, 0, 0, 0], 'Onions, fresh or chilled, in bulk', 'পেঁয়াজ, তাজা বা ঠান্ডা, বাল্ক'],
  ['07032090', 'KGM', [5, 0, 0, 0, 2, 0], 'Garlic, fresh or chilled, in bulk', 'রসুন, তাজা বা ঠান্ডা, বাল্ক'],
  ['07096019', 'KGM', [25, 3, 20, 0, 5, 0], 'Sweet peppers (capsicum), fresh or chilled, in bulk', 'ক্যাপসিকাম (মিষ্টি মরিচ), তাজা বা ঠান্ডা, বাল্ক'],
  ['07131090', 'KGM', [0, 0, 0, 0, 2, 0], 'Dried peas, shelled, in bulk', 'শুকনা মটর, খোসা ছাড়ানো, বাল্ক'],
  ['07132090', 'KGM', [0, 0, 0, 0, 2, 0], 'Dried chickpeas, shelled, in bulk', 'শুকনা ছোলা, খোসা ছাড়ানো, বাল্ক'],
  ['07134010', 'KGM', [0, 0, 0, 15, 5, 7.5], 'Dried lentils, shelled, in packs up to 2.5 kg', 'শুকনা মসুর ডাল, খোসা ছাড়ানো, ২.৫ কেজি পর্যন্ত মোড়কে'],
  ['07134090', 'KGM', [0, 0, 0, 0, 2, 0], 'Dried lentils, shelled, in bulk', 'শুকনা মসুর ডাল, খোসা ছাড়ানো, বাল্ক'],
  // Chapter 08
  ['08013190', 'KGM', [1, 0, 0, 0, 5, 7.5], 'Raw cashew nuts in shell, fresh or dried, in bulk', 'খোসাসহ কাঁচা কাজুবাদাম, তাজা বা শুকনা, বাল্ক'],
  ['08013290', 'KGM', [5, 10, 0, 15, 5, 7.5], 'Cashew kernels, shelled, in bulk', 'খোসা ছাড়ানো কাজুবাদাম, বাল্ক'],
  ['08028090', 'KGM', [25, 3, 45, 15, 5, 7.5], 'Areca (betel) nuts, other than in packs up to 2.5 kg', 'সুপারি, ২.৫ কেজি পর্যন্ত মোড়ক ব্যতীত'],
  ['08041029', 'KGM', [25, 3, 0, 15, 5, 0], 'Dates, dried, in bulk', 'শুকনা খেজুর, বাল্ক'],
  ['08051090', 'KGM', [25, 20, 30, 15, 5, 0], 'Oranges (malta), fresh, in bulk', 'কমলা ও মাল্টা, তাজা, বাল্ক'],
  ['08052190', 'KGM', [25, 20, 30, 15, 5, 0], 'Mandarins and tangerines, fresh, in bulk', 'ম্যান্ডারিন ও ট্যানজারিন (ছোট কমলা), তাজা, বাল্ক'],
  ['08061090', 'KGM', [25, 20, 30, 15, 5, 0], 'Fresh grapes, in bulk', 'তাজা আঙুর, বাল্ক'],
  ['08081090', 'KGM', [25, 20, 30, 15, 5, 0], 'Fresh apples, in bulk', 'তাজা আপেল, বাল্ক'],
  // Chapter 09
  ['09023000', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Black tea (fermented), in packings of 3 kg or less', 'কালো চা (গাঁজনকৃত), ৩ কেজি বা তার কম মোড়কে'],
  ['09024000', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Black tea (fermented), in packings of more than 3 kg', 'কালো চা (গাঁজনকৃত), ৩ কেজির বেশি মোড়কে'],
  ['09041190', 'KGM', [25, 3, 20, 0, 5, 0], 'Black pepper, whole, in bulk', 'গোলমরিচ, আস্ত, বাল্ক'],
  ['09062000', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Cinnamon, crushed or ground', 'দারুচিনি, চূর্ণ বা গুঁড়া'],
  ['09083190', 'KGM', [25, 3, 20, 0, 5, 0], 'Cardamoms, whole, in bulk', 'এলাচ, আস্ত, বাল্ক'],
  ['09093190', 'KGM', [25, 3, 20, 0, 5, 0], 'Cumin seeds, whole, in bulk', 'জিরা, আস্ত, বাল্ক'],
  ['09101190', 'KGM', [5, 0, 0, 0, 5, 0], 'Ginger, neither crushed nor ground, in bulk', 'আদা, চূর্ণ বা গুঁড়া নয়, বাল্ক'],
  // Chapter 10
  ['10011190', 'KGM', [0, 0, 0, 0, 2, 0], 'Durum wheat seed for sowing, in bulk', 'বপনের জন্য ডুরুম গমের বীজ, বাল্ক'],
  ['10011990', 'KGM', [0, 0, 0, 0, 2, 0], 'Durum wheat, other than seed, in bulk', 'ডুরুম গম (বীজ ব্যতীত), বাল্ক'],
  ['10019190', 'KGM', [0, 0, 0, 0, 2, 0], 'Other wheat and meslin seed for sowing, in bulk', 'বপনের জন্য অন্যান্য গম ও মেসলিনের বীজ, বাল্ক'],
  ['10019990', 'KGM', [0, 0, 0, 0, 2, 0], 'Other wheat and meslin, other than seed, in bulk', 'অন্যান্য গম ও মেসলিন (বীজ ব্যতীত), বাল্ক'],
  ['10051090', 'KGM', [0, 0, 0, 0, 2, 0], 'Maize seed for sowing, in bulk', 'বপনের জন্য ভুট্টার বীজ, বাল্ক'],
  ['10059090', 'KGM', [0, 0, 0, 0, 2, 0], 'Maize (corn), other than seed, in bulk', 'ভুট্টা (বীজ ব্যতীত), বাল্ক'],
  ['10061090', 'KGM', [0, 0, 0, 0, 5, 0], 'Rice in the husk (paddy), in bulk', 'ধান (খোসাসহ চাল), বাল্ক'],
  ['10063099', 'KGM', [25, 25, 0, 0, 2, 7.5], 'Semi-milled or wholly milled rice, other, in bulk', 'আধা-ছাঁটা বা পুরো ছাঁটা চাল, অন্যান্য, বাল্ক'],
  ['10064000', 'KGM', [25, 25, 0, 0, 5, 7.5], 'Broken rice', 'খুদ (ভাঙা চাল)'],
  ['10082190', 'KGM', [10, 0, 0, 0, 5, 0], 'Millet seed for sowing, in bulk', 'বপনের জন্য বাজরার বীজ, বাল্ক'],
  // Chapter 11
  ['11010090', 'KGM', [10, 0, 0, 0, 5, 7.5], 'Wheat or meslin flour, in bulk', 'গম বা মেসলিনের আটা ও ময়দা, বাল্ক'],
  ['11022000', 'KGM', [15, 10, 0, 15, 5, 7.5], 'Maize (corn) flour', 'ভুট্টার আটা'],
  ['11081200', 'KGM', [15, 20, 0, 15, 5, 7.5], 'Maize (corn) starch', 'ভুট্টার স্টার্চ (শ্বেতসার)'],
  ['11081400', 'KGM', [15, 20, 0, 15, 5, 7.5], 'Manioc (cassava) starch', 'কাসাভার স্টার্চ (শ্বেতসার)'],
  // Chapter 12
  ['12011090', 'KGM', [0, 0, 0, 0, 2, 0], 'Soya beans for sowing, in bulk', 'বপনের জন্য সয়াবিন বীজ, বাল্ক'],
  ['12019090', 'KGM', [0, 0, 0, 0, 2, 0], 'Soya beans, other than seed, in bulk', 'সয়াবিন (বীজ ব্যতীত), বাল্ক'],
  ['12051090', 'KGM', [0, 0, 0, 0, 2, 0], 'Low erucic acid rape or colza seeds (canola), in bulk', 'কম ইরুসিক অ্যাসিডযুক্ত রেপসিড বা সরিষা জাতীয় বীজ (ক্যানোলা), বাল্ক'],
  ['12074090', 'KGM', [0, 0, 0, 0, 2, 0], 'Sesame seeds, in bulk', 'তিলের বীজ, বাল্ক'],
  ['12099100', 'KGM', [0, 0, 0, 0, 2, 0], 'Vegetable seeds for sowing', 'বপনের জন্য সবজি বীজ'],
  // Chapter 13
  ['13012000', 'KGM', [5, 5, 0, 0, 5, 0], 'Gum arabic', 'গাম অ্যারাবিক (বাবলার আঠা)'],
  ['13021900', 'KGM', [10, 0, 0, 0, 5, 0], 'Other vegetable saps and extracts', 'অন্যান্য উদ্ভিজ্জ রস ও নির্যাস'],
  ['13022000', 'KGM', [10, 0, 0, 0, 5, 0], 'Pectic substances, pectinates and pectates', 'পেকটিন জাতীয় পদার্থ, পেকটিনেট ও পেকটেট'],
  ['13023100', 'KGM', [10, 0, 0, 0, 5, 0], 'Agar-agar', 'আগার-আগার'],
  // Chapter 14
  ['14011000', 'KGM', [5, 0, 0, 0, 5, 0], 'Bamboos used primarily for plaiting', 'বুননের কাজে ব্যবহৃত বাঁশ'],
  ['14012000', 'KGM', [10, 0, 0, 0, 5, 0], 'Rattans', 'বেত'],
  ['14042090', 'KGM', [10, 0, 0, 0, 5, 0], 'Cotton linters, other than in packs up to 2.5 kg', 'তুলার লিন্টার, ২.৫ কেজি পর্যন্ত মোড়ক ব্যতীত'],
  ['14049092', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Betel leaves', 'পান পাতা'],
  // Chapter 15
  ['15071000', 'KGM', [0, 0, 0, 15, 0, 7.5], 'Crude soya-bean oil, whether or not degummed', 'অপরিশোধিত সয়াবিন তেল, গাম অপসারিত হোক বা না হোক'],
  ['15079010', 'KGM', [0, 0, 0, 15, 0, 7.5], 'Refined soya-bean oil', 'পরিশোধিত সয়াবিন তেল'],
  ['15092090', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Extra virgin olive oil', 'এক্সট্রা ভার্জিন জলপাই তেল'],
  ['15111000', 'KGM', [10, 0, 0, 0, 0, 7.5], 'Crude palm oil', 'অপরিশোধিত পাম তেল'],
  ['15119011', 'KGM', [10, 0, 0, 15, 5, 7.5], 'RBD palm stearin', 'আরবিডি পাম স্টিয়ারিন'],
  ['15119090', 'KGM', [0, 0, 0, 15, 0, 7.5], 'Refined palm oil and its fractions, other', 'পরিশোধিত পাম তেল ও এর অংশ, অন্যান্য'],
  ['15121100', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Crude sunflower-seed or safflower oil', 'অপরিশোধিত সূর্যমুখী বা কুসুম ফুলের বীজের তেল'],
  ['15121900', 'KGM', [10, 0, 0, 15, 0, 7.5], 'Refined sunflower-seed or safflower oil and fractions', 'পরিশোধিত সূর্যমুখী বা কুসুম ফুলের বীজের তেল ও এর অংশ'],
  ['15162000', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Vegetable fats and oils, hydrogenated (vanaspati)', 'হাইড্রোজেনেটেড উদ্ভিজ্জ চর্বি ও তেল (বনস্পতি)'],
  ['15171010', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Margarine in packings of 10 kg or more, excluding liquid margarine', '১০ কেজি বা তার বেশি মোড়কে মার্জারিন (তরল মার্জারিন ব্যতীত)'],
  // Chapter 16
  ['16010000', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Sausages and similar products of meat, offal or blood', 'মাংস, অফাল বা রক্ত দিয়ে তৈরি সসেজ ও অনুরূপ পণ্য'],
  ['16023200', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Prepared or preserved chicken meat or offal', 'প্রস্তুত বা সংরক্ষিত মুরগির মাংস বা অফাল'],
  ['16041400', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Prepared or preserved tuna, skipjack and bonito, whole or in pieces', 'প্রস্তুত বা সংরক্ষিত টুনা, স্কিপজ্যাক ও বনিটো মাছ, আস্ত বা টুকরা'],
  ['16051000', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Crab, prepared or preserved', 'প্রস্তুত বা সংরক্ষিত কাঁকড়া'],
  // Chapter 17
  ['17021100', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Lactose and lactose syrup, 99% or more lactose (dry matter)', 'ল্যাকটোজ ও ল্যাকটোজ সিরাপ, শুষ্ক ওজনে ৯৯% বা তার বেশি ল্যাকটোজ'],
  ['17023010', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Dextrose, anhydrous or monohydrate, pharmacopoeia grade, pyrogen-free', 'ডেক্সট্রোজ, অনার্দ্র বা মনোহাইড্রেট, ফার্মাকোপিয়া মানের, পাইরোজেনমুক্ত'],
  ['17023020', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Liquid glucose and glucose syrup, less than 20% fructose', 'তরল গ্লুকোজ ও গ্লুকোজ সিরাপ, ফ্রুক্টোজ ২০% এর কম'],
  ['17026000', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Other fructose and fructose syrup, more than 50% fructose', 'অন্যান্য ফ্রুক্টোজ ও ফ্রুক্টোজ সিরাপ, ফ্রুক্টোজ ৫০% এর বেশি'],
  ['17029000', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Invert sugar, caramel and other sugars, n.e.s.', 'ইনভার্ট চিনি, ক্যারামেল ও অন্যান্য চিনি, অন্য কোথাও উল্লিখিত নয়'],
  ['17031000', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Cane molasses', 'আখের চিটাগুড় (মোলাসেস)'],
  ['17041010', 'KGM', [25, 3, 45, 15, 5, 7.5], 'Chewing gum, put up for retail sale', 'চুইংগাম, খুচরা বিক্রয়ের জন্য মোড়কজাত'],
  ['17049010', 'KGM', [25, 3, 45, 15, 5, 7.5], 'Sugar confectionery without cocoa, put up for retail sale', 'কোকোবিহীন চিনির মিষ্টান্ন, খুচরা বিক্রয়ের জন্য মোড়কজাত'],
  // Chapter 18
  ['18010000', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Cocoa beans, whole or broken, raw or roasted', 'কোকো বিন, আস্ত বা ভাঙা, কাঁচা বা ভাজা'],
  ['18040000', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Cocoa butter, fat and oil', 'কোকো বাটার, চর্বি ও তেল'],
  ['18050000', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Cocoa powder, unsweetened', 'কোকো পাউডার, চিনি বা মিষ্টিকারকবিহীন'],
  ['18063200', 'KGM', [25, 3, 45, 15, 5, 7.5], 'Chocolate in blocks, slabs or bars, not filled', 'ব্লক, স্ল্যাব বা বার আকারের চকলেট, পুরবিহীন'],
  // Chapter 19
  ['19011000', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Food preparations for infants and young children, put up for retail sale', 'শিশু ও অল্পবয়সীদের খাদ্য প্রস্তুতি, খুচরা বিক্রয়ের জন্য মোড়কজাত'],
  ['19019011', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Filled milk powder', 'ফিল্ড মিল্ক পাউডার'],
  ['19019020', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Dry mixed ingredients for food preparations', 'খাদ্য প্রস্তুতির শুষ্ক মিশ্র উপকরণ'],
  ['19023000', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Other pasta, including instant noodles', 'অন্যান্য পাস্তা (ইনস্ট্যান্ট নুডলসসহ)'],
  ['19053100', 'KGM', [25, 3, 45, 15, 5, 7.5], 'Sweet biscuits', 'মিষ্টি বিস্কুট'],
  ['19059000', 'KGM', [25, 3, 45, 15, 5, 7.5], "Cakes, pastry and other bakers' wares", 'কেক, পেস্ট্রি ও অন্যান্য বেকারি পণ্য'],
  // Chapter 20
  ['20029000', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Tomato paste and other preserved tomatoes, not whole or in pieces', 'টমেটো পেস্ট ও অন্যান্য সংরক্ষিত টমেটো (আস্ত বা টুকরা ব্যতীত)'],
  ['20041000', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Potatoes, prepared or preserved, frozen (e.g. French fries)', 'প্রস্তুত বা সংরক্ষিত আলু, হিমায়িত (যেমন ফ্রেঞ্চ ফ্রাই)'],
  ['20079900', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Jams, fruit jellies and marmalades, other than of citrus fruit', 'জ্যাম, ফলের জেলি ও মারমালেড (লেবুজাতীয় ফল ব্যতীত)'],
  ['20089700', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Mixtures of fruit, nuts and other edible parts of plants, prepared or preserved', 'ফল, বাদাম ও উদ্ভিদের অন্যান্য ভোজ্য অংশের মিশ্রণ, প্রস্তুত বা সংরক্ষিত'],
  ['20091100', 'LTR', [25, 3, 30, 15, 5, 7.5], 'Orange juice, frozen, unfermented', 'কমলার রস, হিমায়িত, গাঁজনবিহীন'],
  // Chapter 21
  ['21011100', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Instant coffee and other extracts, essences and concentrates of coffee', 'ইনস্ট্যান্ট কফি ও কফির অন্যান্য নির্যাস, সারাংশ ও ঘনীভূত রূপ'],
  ['21032000', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Tomato ketchup and other tomato sauces', 'টমেটো কেচাপ ও অন্যান্য টমেটো সস'],
  ['21039010', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Mixed seasonings', 'মিশ্র মসলা'],
  ['21050000', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Ice cream and other edible ice', 'আইসক্রিম ও অন্যান্য ভোজ্য বরফ'],
  ['21069020', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Beverage concentrates', 'পানীয় তৈরির ঘনীভূত উপাদান'],
  ['21069060', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Food supplements', 'খাদ্য সম্পূরক'],
  // Chapter 22
  ['22011000', 'LTR', [25, 3, 20, 15, 5, 7.5], 'Mineral waters and aerated waters, unsweetened', 'মিনারেল ওয়াটার ও বায়ুযুক্ত পানি, মিষ্টিকারকবিহীন'],
  ['22021000', 'LTR', [25, 3, 100, 15, 5, 7.5], 'Soft drinks: waters with added sugar, sweetener or flavour', 'কোমল পানীয়: চিনি, মিষ্টিকারক বা সুগন্ধিযুক্ত পানি'],
  ['22030000', 'LTR', [25, 3, 250, 15, 5, 7.5], 'Beer made from malt', 'মল্ট থেকে তৈরি বিয়ার'],
  ['22042100', 'LTR', [25, 3, 350, 15, 5, 7.5], 'Still wine of fresh grapes, in containers of 2 litres or less', 'তাজা আঙুরের ফেনাবিহীন ওয়াইন, ২ লিটার বা তার কম পাত্রে'],
  ['22071000', 'LTR', [25, 3, 0, 15, 20, 7.5], 'Undenatured ethyl alcohol of 80% vol or higher', 'অবিকৃত ইথাইল অ্যালকোহল, শক্তিমাত্রা ৮০% বা তার বেশি'],
  ['22083000', 'LTR', [25, 3, 350, 15, 20, 7.5], 'Whiskies', 'হুইস্কি'],
  // Chapter 23
  ['23012090', 'KGM', [0, 0, 0, 0, 2, 0], 'Fish meal and pellets unfit for human consumption, other than in packs up to 2.5 kg', 'মানুষের খাওয়ার অনুপযোগী মাছের গুঁড়া (ফিশমিল) ও পেলেট, ২.৫ কেজি পর্যন্ত মোড়ক ব্যতীত'],
  ['23023000', 'KGM', [0, 0, 0, 0, 2, 7.5], 'Bran, sharps and other residues of wheat', 'গমের ভুসি ও অন্যান্য অবশেষ'],
  ['23040000', 'KGM', [0, 5, 0, 0, 5, 7.5], 'Soya-bean oil-cake and other solid residues (soybean meal)', 'সয়াবিন খৈল ও অন্যান্য কঠিন অবশেষ (সয়াবিন মিল)'],
  ['23099011', 'KGM', [5, 0, 0, 0, 2, 7.5], 'Vitamins, minerals and amino acids and their combinations, feed grade, for complete or supplementary feed', 'পূর্ণাঙ্গ বা সম্পূরক পশুখাদ্যের জন্য ভিটামিন, খনিজ ও অ্যামাইনো অ্যাসিড এবং এদের মিশ্রণ (ফিড গ্রেড)'],
  ['23099013', 'KGM', [5, 0, 0, 0, 2, 7.5], 'Probiotics and prebiotics, feed grade, for complete or supplementary feed', 'পূর্ণাঙ্গ বা সম্পূরক পশুখাদ্যের জন্য প্রোবায়োটিক ও প্রিবায়োটিক (ফিড গ্রেড)'],
  ['23099019', 'KGM', [5, 0, 0, 0, 2, 7.5], 'Other preparations for making complete or supplementary feed', 'পূর্ণাঙ্গ বা সম্পূরক পশুখাদ্য তৈরির অন্যান্য প্রস্তুতি'],
  ['23099090', 'KGM', [10, 0, 0, 0, 2, 7.5], 'Other preparations used in animal feeding', 'পশুখাদ্যে ব্যবহৃত অন্যান্য প্রস্তুতি'],
  // Chapter 24
  ['24011000', 'KGM', [25, 3, 100, 15, 5, 7.5], 'Tobacco leaf, not stemmed or stripped', 'তামাক পাতা, বোঁটা ছাড়ানো নয়'],
  ['24022000', 'MIL', [25, 3, 350, 15, 5, 7.5], 'Cigarettes containing tobacco', 'তামাকযুক্ত সিগারেট'],
  ['24031100', 'KGM', [25, 3, 150, 15, 5, 7.5], 'Water-pipe (hookah) tobacco', 'হুক্কার তামাক'],
  ['24041200', 'KGM', [25, 3, 150, 15, 5, 7.5], 'Nicotine products for inhalation without combustion, not containing tobacco (e-liquids)', 'দহন ছাড়া শ্বাসের মাধ্যমে গ্রহণের নিকোটিনযুক্ত তামাকবিহীন পণ্য (ই-লিকুইড)'],
  // Chapter 25
  ['25010030', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Rock salt (bit lobon)', 'শিলা লবণ (বিট লবণ)'],
  ['25010099', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Salt, other', 'লবণ, অন্যান্য'],
  ['25051000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Silica sands and quartz sands', 'সিলিকা বালু ও কোয়ার্টজ বালু'],
  ['25171090', 'KGM', [5, 0, 30, 15, 5, 7.5], 'Broken or crushed stone (stone chips)', 'ভাঙা বা চূর্ণ পাথর (পাথরকুচি)'],
  ['25231000', 'KGM', [25, 3, 0, 15, 2, 7.5], 'Cement clinker', 'সিমেন্ট ক্লিংকার'],
  ['25232900', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Portland cement, other than white cement', 'পোর্টল্যান্ড সিমেন্ট (সাদা সিমেন্ট ব্যতীত)'],
  // Chapter 26
  ['26011100', 'KGM', [5, 0, 0, 0, 2, 7.5], 'Iron ores and concentrates, non-agglomerated', 'লৌহ আকরিক ও ঘনীভূত আকরিক, পিণ্ডাকৃত নয়'],
  ['26030000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Copper ores and concentrates', 'তামার আকরিক ও ঘনীভূত আকরিক'],
  ['26060000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Aluminium ores and concentrates', 'অ্যালুমিনিয়ামের আকরিক ও ঘনীভূত আকরিক'],
  ['26209910', 'KGM', [5, 5, 0, 15, 5, 7.5], 'Fly ash', 'ফ্লাই অ্যাশ'],
  // Chapter 27
  ['27011200', 'KGM', [0, 0, 0, 15, 5, 7.5], 'Bituminous coal, not agglomerated', 'বিটুমিনাস কয়লা, পিণ্ডাকৃত নয়'],
  ['27040000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Coke and semi-coke of coal', 'কয়লার কোক ও সেমি-কোক'],
  ['27090000', 'TNE', [3, 0, 0, 15, 2, 7.5], 'Petroleum oils, crude', 'অপরিশোধিত পেট্রোলিয়াম তেল'],
  ['27101219', 'LTR', [6, 0, 0, 15, 2, 7.5], 'Motor spirit (petrol, octane), other than HOBC', 'মোটর স্পিরিট (পেট্রোল, অকটেন), এইচওবিসি ব্যতীত'],
  ['27101241', 'LTR', [6, 0, 0, 15, 2, 7.5], 'JP-1 kerosene-type jet fuel', 'জেপি-১ কেরোসিন জাতীয় জেট জ্বালানি'],
  ['27101249', 'LTR', [6, 0, 0, 15, 2, 7.5], 'Kerosene, other', 'কেরোসিন, অন্যান্য'],
  ['27101262', 'LTR', [6, 0, 0, 15, 2, 7.5], 'High speed diesel', 'হাই স্পিড ডিজেল'],
  ['27101911', 'KGM', [10, 0, 0, 15, 2, 7.5], 'Furnace oil', 'ফার্নেস অয়েল'],
  ['27101921', 'LTR', [25, 3, 0, 15, 5, 7.5], 'Lubricating base oil', 'লুব্রিকেটিং বেস অয়েল'],
  ['27101929', 'LTR', [25, 3, 0, 15, 5, 7.5], 'Lubricating oils, n.e.s.', 'লুব্রিকেটিং তেল, অন্য কোথাও উল্লিখিত নয়'],
  ['27111100', 'KGM', [0, 0, 0, 0, 2, 7.5], 'Natural gas, liquefied (LNG)', 'তরলীকৃত প্রাকৃতিক গ্যাস (এলএনজি)'],
  ['27111300', 'KGM', [0, 0, 0, 0, 2, 7.5], 'Butanes, liquefied (LPG)', 'তরলীকৃত বিউটেন (এলপিজি)'],
  ['27121000', 'KGM', [15, 0, 0, 15, 5, 7.5], 'Petroleum jelly', 'পেট্রোলিয়াম জেলি'],
  ['27160000', 'KWH', [5, 0, 0, 15, 5, 7.5], 'Electrical energy', 'বৈদ্যুতিক শক্তি'],
  // Chapter 28
  ['28011000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Chlorine', 'ক্লোরিন'],
  ['28070000', 'KGM', [5, 15, 20, 15, 5, 7.5], 'Sulphuric acid; oleum', 'সালফিউরিক অ্যাসিড; ওলিয়াম'],
  ['28112100', 'KGM', [5, 5, 0, 15, 5, 7.5], 'Carbon dioxide', 'কার্বন ডাই-অক্সাইড'],
  ['28151100', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Caustic soda (sodium hydroxide), solid', 'কস্টিক সোডা (সোডিয়াম হাইড্রক্সাইড), কঠিন'],
  ['28362000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Soda ash (disodium carbonate)', 'সোডা অ্যাশ (ডাইসোডিয়াম কার্বনেট)'],
  ['28470000', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Hydrogen peroxide', 'হাইড্রোজেন পারঅক্সাইড'],
  // Chapter 29
  ['29051110', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Methanol (methyl alcohol)', 'মিথানল (মিথাইল অ্যালকোহল)'],
  ['29053100', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Ethylene glycol (MEG)', 'ইথিলিন গ্লাইকল (এমইজি)'],
  ['29173600', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Terephthalic acid (PTA) and its salts', 'টেরেফথালিক অ্যাসিড (পিটিএ) ও এর লবণ'],
  ['29224210', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Monosodium glutamate (tasting salt), in retail packs up to 2.5 kg', 'মনোসোডিয়াম গ্লুটামেট (টেস্টিং সল্ট), ২.৫ কেজি পর্যন্ত খুচরা মোড়কে'],
  ['29362700', 'KGM', [0, 0, 0, 15, 5, 7.5], 'Vitamin C and its derivatives, unmixed', 'ভিটামিন সি ও এর জাতক, অমিশ্রিত'],
  ['29411000', 'KGM', [0, 0, 0, 15, 5, 7.5], 'Penicillins and their derivatives; salts thereof', 'পেনিসিলিন ও এর জাতক; এদের লবণ'],
  // Chapter 30
  ['30021500', 'KGM', [0, 0, 0, 0, 5, 0], 'Immunological products in measured doses or retail packings', 'পরিমিত মাত্রায় বা খুচরা মোড়কে ইমিউনোলজিক্যাল পণ্য'],
  ['30024100', 'KGM', [0, 0, 0, 15, 2, 7.5], 'Vaccines for human medicine', 'মানবদেহে ব্যবহার্য টিকা'],
  ['30039099', 'KGM', [5, 0, 0, 0, 5, 0], 'Other medicaments of two or more constituents, not in measured doses, n.e.s.', 'দুই বা ততোধিক উপাদানের অন্যান্য ঔষধ, পরিমিত মাত্রায় নয়, অন্য কোথাও উল্লিখিত নয়'],
  ['30041000', 'KGM', [5, 0, 0, 0, 5, 0], 'Medicaments containing penicillins or streptomycins, in measured doses', 'পেনিসিলিন বা স্ট্রেপটোমাইসিনযুক্ত ঔষধ, পরিমিত মাত্রায়'],
  ['30042090', 'KGM', [5, 0, 0, 0, 5, 0], 'Other medicaments containing antibiotics, in measured doses', 'অ্যান্টিবায়োটিকযুক্ত অন্যান্য ঔষধ, পরিমিত মাত্রায়'],
  ['30043100', 'KGM', [0, 0, 0, 0, 5, 0], 'Medicaments containing insulin, in measured doses', 'ইনসুলিনযুক্ত ঔষধ, পরিমিত মাত্রায়'],
  ['30049091', 'KGM', [0, 0, 0, 0, 5, 0], 'Anti-cancer, anti-tuberculosis and anti-malarial medicaments, kidney dialysis solutions and drugs for thalassaemia', 'ক্যান্সার, যক্ষ্মা ও ম্যালেরিয়া প্রতিরোধী ঔষধ, কিডনি ডায়ালাইসিস দ্রবণ ও থ্যালাসেমিয়ার ঔষধ'],
  ['30049099', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Other medicaments in measured doses or retail packings', 'অন্যান্য ঔষধ, পরিমিত মাত্রায় বা খুচরা মোড়কে'],
  ['30051000', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Adhesive dressings and other articles with an adhesive layer', 'আঠালো স্তরযুক্ত ড্রেসিং ও অনুরূপ সামগ্রী'],
  ['30061000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Sterile surgical catgut and suture materials', 'জীবাণুমুক্ত সার্জিক্যাল ক্যাটগাট ও সেলাইয়ের সামগ্রী'],
  ['30063000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Opacifying preparations for X-ray examinations; diagnostic reagents for patients', 'এক্স-রে পরীক্ষার কনট্রাস্ট প্রস্তুতি; রোগীর দেহে প্রয়োগযোগ্য রোগনির্ণয় রিএজেন্ট'],
  // Chapter 31
  ['31022100', 'KGM', [0, 0, 0, 0, 5, 7.5], 'Ammonium sulphate', 'অ্যামোনিয়াম সালফেট'],
  ['31031110', 'KGM', [0, 0, 0, 0, 0, 7.5], 'Triple superphosphate (TSP)', 'ট্রিপল সুপারফসফেট (টিএসপি)'],
  ['31042000', 'KGM', [0, 0, 0, 0, 0, 7.5], 'Potassium chloride (muriate of potash, MOP)', 'পটাশিয়াম ক্লোরাইড (মিউরেট অব পটাশ, এমওপি)'],
  ['31052000', 'KGM', [0, 0, 0, 0, 0, 7.5], 'Compound fertilisers containing nitrogen, phosphorus and potassium (NPK)', 'নাইট্রোজেন, ফসফরাস ও পটাশিয়ামযুক্ত মিশ্র সার (এনপিকে)'],
  ['31053000', 'KGM', [0, 0, 0, 0, 5, 7.5], 'Diammonium phosphate (DAP)', 'ডাই-অ্যামোনিয়াম ফসফেট (ডিএপি)'],
  // Chapter 32
  ['32041100', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Disperse dyes and preparations based thereon', 'ডিসপার্স রং ও এর ভিত্তিতে তৈরি প্রস্তুতি'],
  ['32041600', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Reactive dyes and preparations based thereon', 'রিঅ্যাকটিভ রং ও এর ভিত্তিতে তৈরি প্রস্তুতি'],
  ['32061100', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Titanium dioxide pigments, 80% or more titanium dioxide', 'টাইটানিয়াম ডাই-অক্সাইড ভিত্তিক রঞ্জক, ৮০% বা তার বেশি টাইটানিয়াম ডাই-অক্সাইড'],
  ['32089090', 'KGM', [25, 3, 30, 15, 5, 7.5], 'Other paints and varnishes in a non-aqueous medium', 'অজলীয় মাধ্যমে অন্যান্য রং ও বার্নিশ'],
  ['32091000', 'KGM', [25, 3, 30, 15, 5, 7.5], 'Paints and varnishes based on acrylic or vinyl polymers, in an aqueous medium', 'অ্যাক্রিলিক বা ভিনাইল পলিমার ভিত্তিক রং ও বার্নিশ, জলীয় মাধ্যমে'],
  ['32151100', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Black printing ink', 'কালো মুদ্রণ কালি'],
  // Chapter 33
  ['33021090', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Mixtures of odoriferous substances, other than for the beverage industry', 'সুগন্ধি পদার্থের মিশ্রণ, পানীয় শিল্পে ব্যবহৃত ব্যতীত'],
  ['33030000', 'KGM', [25, 20, 30, 15, 20, 7.5], 'Perfumes and toilet waters', 'সুগন্ধি ও টয়লেট ওয়াটার'],
  ['33049920', 'KGM', [25, 20, 45, 15, 5, 7.5], 'Moisturising lotions and skin-care preparations', 'ময়েশ্চারাইজিং লোশন ও ত্বক পরিচর্যার প্রস্তুতি'],
  ['33051000', 'KGM', [25, 20, 60, 15, 5, 7.5], 'Shampoos', 'শ্যাম্পু'],
  ['33061000', 'KGM', [25, 20, 20, 15, 5, 7.5], 'Dentifrices (toothpaste and tooth powder)', 'দাঁতের মাজন (টুথপেস্ট ও টুথ পাউডার)'],
  ['33072000', 'KGM', [25, 20, 30, 15, 5, 7.5], 'Personal deodorants and antiperspirants', 'ব্যক্তিগত ডিওডোরেন্ট ও ঘাম প্রতিরোধক'],
  // Chapter 34
  ['34011100', 'KGM', [25, 20, 60, 15, 5, 7.5], 'Toilet soap in bars, cakes or moulded pieces', 'বার, কেক বা ছাঁচে তৈরি প্রসাধনী সাবান'],
  ['34023100', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Linear alkylbenzene sulphonic acids (LABSA) and their salts', 'লিনিয়ার অ্যালকাইলবেনজিন সালফোনিক অ্যাসিড (এলএবিএসএ) ও এর লবণ'],
  ['34029010', 'KGM', [25, 3, 30, 15, 5, 7.5], 'Detergents', 'ডিটারজেন্ট'],
  ['34051000', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Shoe polish, creams and similar preparations for footwear or leather', 'জুতা বা চামড়ার পালিশ, ক্রিম ও অনুরূপ প্রস্তুতি'],
  ['34060000', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Candles, tapers and the like', 'মোমবাতি ও অনুরূপ সামগ্রী'],
  // Chapter 35
  ['35030090', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Gelatin and its derivatives; glues of animal origin', 'জেলাটিন ও এর জাতক; প্রাণিজ আঠা'],
  ['35051000', 'KGM', [5, 15, 0, 15, 5, 7.5], 'Dextrins and other modified starches', 'ডেক্সট্রিন ও অন্যান্য রূপান্তরিত স্টার্চ'],
  ['35069190', 'KGM', [25, 15, 0, 15, 5, 7.5], 'Adhesives based on rubber or plastics', 'রাবার বা প্লাস্টিক ভিত্তিক আঠা'],
  ['35079010', 'KGM', [0, 0, 0, 0, 5, 0], 'Streptokinase', 'স্ট্রেপটোকাইনেজ'],
  ['35079090', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Prepared enzymes, other than streptokinase', 'প্রস্তুতকৃত এনজাইম (স্ট্রেপটোকাইনেজ ব্যতীত)'],
  // Chapter 36
  ['36010000', 'KGM', [25, 0, 30, 15, 5, 7.5], 'Propellent powders', 'প্রপেল্যান্ট পাউডার (বারুদ)'],
  ['36041000', 'KGM', [25, 3, 30, 15, 5, 7.5], 'Fireworks', 'আতশবাজি'],
  ['36050000', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Matches', 'দিয়াশলাই'],
  ['36061000', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Liquid or liquefied-gas fuel for lighters, in containers of 300 cm³ or less', 'লাইটারের তরল বা তরলীকৃত গ্যাস জ্বালানি, ৩০০ ঘন সেন্টিমিটার বা তার কম পাত্রে'],
  // Chapter 37
  ['37011000', 'MTK', [5, 0, 0, 15, 5, 7.5], 'X-ray film, flat, unexposed', 'এক্স-রে ফিল্ম, সমতল, অপ্রকাশিত'],
  ['37019900', 'MTK', [10, 0, 0, 15, 5, 7.5], 'Other photographic plates and film, flat, unexposed', 'অন্যান্য ফটোগ্রাফিক প্লেট ও ফিল্ম, সমতল, অপ্রকাশিত'],
  ['37050000', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Photographic plates and film, exposed and developed', 'প্রকাশিত ও ডেভেলপকৃত ফটোগ্রাফিক প্লেট ও ফিল্ম'],
  ['37071000', 'KGM', [5, 10, 0, 15, 5, 7.5], 'Sensitising emulsions', 'আলোক-সংবেদী ইমালশন'],
  // Chapter 38
  ['38021000', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Activated carbon', 'অ্যাক্টিভেটেড কার্বন'],
  ['38089110', 'KGM', [5, 0, 0, 0, 5, 7.5], 'Insecticides for dairy, poultry and agricultural use', 'দুগ্ধ খামার, পোল্ট্রি ও কৃষিকাজে ব্যবহার্য কীটনাশক'],
  ['38089121', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Mosquito coils, aerosols and repellents', 'মশার কয়েল, অ্যারোসল ও মশা নিরোধক'],
  ['38089210', 'KGM', [5, 0, 0, 0, 5, 7.5], 'Fungicides for dairy, poultry and agricultural use', 'দুগ্ধ খামার, পোল্ট্রি ও কৃষিকাজে ব্যবহার্য ছত্রাকনাশক'],
  ['38089310', 'KGM', [5, 0, 0, 0, 5, 7.5], 'Herbicides and plant-growth regulators for agricultural use', 'কৃষিকাজে ব্যবহার্য আগাছানাশক ও উদ্ভিদ বৃদ্ধি নিয়ন্ত্রক'],
  ['38099100', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Finishing agents and dye carriers for the textile industry', 'বস্ত্রশিল্পে ব্যবহৃত ফিনিশিং এজেন্ট ও ডাই ক্যারিয়ার'],
  ['38249992', 'KGM', [15, 0, 0, 15, 5, 7.5], 'Masterbatch not containing pigments', 'রঞ্জকবিহীন মাস্টারব্যাচ'],
  // Chapter 39
  ['39011000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Polyethylene of specific gravity below 0.94 (LDPE, LLDPE), in primary forms', '০.৯৪ এর কম আপেক্ষিক গুরুত্বের পলিইথিলিন (এলডিপিই, এলএলডিপিই), প্রাথমিক আকারে'],
  ['39012000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Polyethylene of specific gravity 0.94 or more (HDPE), in primary forms', '০.৯৪ বা তার বেশি আপেক্ষিক গুরুত্বের পলিইথিলিন (এইচডিপিই), প্রাথমিক আকারে'],
  ['39021000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Polypropylene, in primary forms', 'পলিপ্রোপিলিন, প্রাথমিক আকারে'],
  ['39031100', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Expansible polystyrene, in primary forms', 'সম্প্রসারণযোগ্য পলিস্টাইরিন, প্রাথমিক আকারে'],
  ['39041000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Polyvinyl chloride (PVC), not mixed, in primary forms', 'পলিভিনাইল ক্লোরাইড (পিভিসি), অমিশ্রিত, প্রাথমিক আকারে'],
  ['39076100', 'KGM', [5, 0, 0, 15, 2, 7.5], 'PET resin of viscosity number 78 ml/g or higher', 'পিইটি রেজিন, সান্দ্রতা সংখ্যা ৭৮ মিলি/গ্রাম বা তার বেশি'],
  ['39159000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Waste, parings and scrap of other plastics', 'অন্যান্য প্লাস্টিকের বর্জ্য, ছাঁট ও স্ক্র্যাপ'],
  ['39172390', 'KGM', [25, 3, 30, 15, 5, 7.5], 'Rigid tubes, pipes and hoses of PVC', 'পিভিসির শক্ত টিউব, পাইপ ও হোস'],
  ['39201030', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Mulch film of polyethylene for agriculture', 'কৃষিকাজে ব্যবহৃত পলিইথিলিনের মালচ ফিল্ম'],
  ['39232100', 'KGM', [25, 3, 40, 15, 5, 7.5], 'Sacks and bags of polymers of ethylene', 'ইথিলিন পলিমারের বস্তা ও ব্যাগ'],
  ['39233090', 'KGM', [25, 3, 40, 15, 5, 7.5], 'Bottles, flasks and similar articles of plastics', 'প্লাস্টিকের বোতল, ফ্লাস্ক ও অনুরূপ সামগ্রী'],
  ['39241000', 'KGM', [25, 3, 40, 15, 5, 7.5], 'Tableware and kitchenware of plastics', 'প্লাস্টিকের টেবিলওয়্যার ও রান্নাঘরের সামগ্রী'],
  ['39269099', 'KGM', [25, 3, 30, 15, 5, 7.5], 'Other articles of plastics, n.e.s.', 'প্লাস্টিকের অন্যান্য সামগ্রী, অন্য কোথাও উল্লিখিত নয়'],
  // Chapter 40
  ['40011000', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Natural rubber latex', 'প্রাকৃতিক রাবার ল্যাটেক্স'],
  ['40012200', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Technically specified natural rubber (TSNR)', 'কারিগরিভাবে নির্দিষ্ট প্রাকৃতিক রাবার (টিএসএনআর)'],
  ['40111000', 'NAR', [25, 3, 20, 15, 5, 7.5], 'New pneumatic rubber tyres for motor cars', 'মোটরগাড়ির নতুন রাবারের নিউমেটিক টায়ার'],
  ['40112010', 'NAR', [25, 5, 0, 15, 5, 7.5], 'New pneumatic rubber tyres for buses or lorries', 'বাস বা লরির নতুন রাবারের নিউমেটিক টায়ার'],
  ['40114000', 'NAR', [25, 5, 0, 15, 5, 7.5], 'New pneumatic rubber tyres for motorcycles', 'মোটরসাইকেলের নতুন রাবারের নিউমেটিক টায়ার'],
  ['40141000', 'NAR', [0, 0, 0, 0, 5, 7.5], 'Sheath contraceptives (condoms) of rubber', 'রাবারের জন্মনিরোধক (কনডম)'],
  // Chapter 41
  ['41015000', 'KGM', [5, 0, 0, 0, 5, 0], 'Whole raw hides and skins of bovine animals, over 16 kg', 'গরু-মহিষের আস্ত কাঁচা চামড়া, ওজন ১৬ কেজির বেশি'],
  ['41041190', 'MTK', [5, 0, 0, 0, 5, 7.5], 'Full-grain bovine leather in the wet state (wet blue), unsplit', 'ভেজা অবস্থার (ওয়েট ব্লু) ফুল গ্রেইন গরু-মহিষের চামড়া, অবিভক্ত'],
  ['41071100', 'MTK', [5, 0, 0, 15, 5, 7.5], 'Finished full-grain bovine leather, whole hides, unsplit', 'প্রক্রিয়াজাত ফুল গ্রেইন গরু-মহিষের আস্ত চামড়া, অবিভক্ত'],
  ['41131000', 'MTK', [5, 0, 0, 15, 5, 7.5], 'Finished leather of goats or kids', 'ছাগল বা ছাগলছানার প্রক্রিয়াজাত চামড়া'],
  // Chapter 42
  ['42021200', 'NAR', [25, 3, 20, 15, 5, 7.5], 'Trunks, suitcases and similar cases with outer surface of plastics or textiles', 'প্লাস্টিক বা বস্ত্রের বহিরাবরণযুক্ত ট্রাঙ্ক, স্যুটকেস ও অনুরূপ বাক্স'],
  ['42022100', 'NAR', [25, 3, 20, 15, 5, 7.5], 'Handbags with outer surface of leather', 'চামড়ার বহিরাবরণযুক্ত হাতব্যাগ'],
  ['42029200', 'NAR', [25, 3, 20, 15, 5, 7.5], 'Travel bags, backpacks and similar containers with outer surface of plastic sheeting or textiles', 'প্লাস্টিক শিট বা বস্ত্রের বহিরাবরণযুক্ত ভ্রমণ ব্যাগ, ব্যাকপ্যাক ও অনুরূপ পাত্র'],
  ['42033000', 'NAR', [25, 3, 20, 15, 5, 7.5], 'Belts and bandoliers of leather', 'চামড়ার বেল্ট ও ব্যান্ডোলিয়ার'],
  // Chapter 43
  ['43011000', 'NAR', [25, 3, 0, 0, 5, 0], 'Raw furskins of mink, whole', 'মিংকের আস্ত কাঁচা লোমশ চামড়া'],
  ['43021900', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Tanned or dressed whole furskins, not assembled, other', 'ট্যান বা প্রক্রিয়াকৃত আস্ত লোমশ চামড়া, জোড়া লাগানো নয়, অন্যান্য'],
  ['43031000', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Articles of apparel and clothing accessories of furskin', 'লোমশ চামড়ার পোশাক ও পোশাকের আনুষঙ্গিক সামগ্রী'],
  ['43040000', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Artificial fur and articles thereof', 'কৃত্রিম লোমশ চামড়া ও তার তৈরি সামগ্রী'],
  // Chapter 44
  ['44034900', 'MTQ', [5, 0, 0, 0, 5, 0], 'Other tropical wood in the rough (logs)', 'অন্যান্য ক্রান্তীয় কাঠ, অমসৃণ (গুঁড়ি)'],
  ['44079100', 'MTQ', [5, 0, 0, 15, 5, 7.5], 'Oak wood sawn or chipped lengthwise, thicker than 6 mm', 'ওক কাঠ, লম্বালম্বি চেরাই, ৬ মিলিমিটারের বেশি পুরু'],
  ['44101100', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Particle board of wood', 'কাঠের পার্টিকেল বোর্ড'],
  ['44111200', 'KGM', [15, 0, 0, 15, 5, 7.5], 'Medium density fibreboard (MDF), not over 5 mm thick', 'মিডিয়াম ডেনসিটি ফাইবারবোর্ড (এমডিএফ), পুরুত্ব ৫ মিলিমিটারের বেশি নয়'],
  ['44123100', 'MTQ', [25, 3, 10, 15, 5, 7.5], 'Plywood of wood sheets not over 6 mm thick, with at least one outer ply of tropical wood', 'প্লাইউড, প্রতিটি স্তর ৬ মিলিমিটারের বেশি পুরু নয়, অন্তত একটি বাহ্যিক স্তর ক্রান্তীয় কাঠের'],
  ['44182100', 'NAR', [25, 3, 10, 15, 5, 7.5], 'Doors and their frames of tropical wood', 'ক্রান্তীয় কাঠের দরজা ও চৌকাঠ'],
  // Chapter 45
  ['45011000', 'KGM', [10, 0, 0, 0, 5, 0], 'Natural cork, raw or simply prepared', 'প্রাকৃতিক কর্ক, কাঁচা বা সাধারণভাবে প্রস্তুত'],
  ['45031000', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Corks and stoppers of natural cork', 'প্রাকৃতিক কর্কের ছিপি'],
  ['45039000', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Other articles of natural cork', 'প্রাকৃতিক কর্কের অন্যান্য সামগ্রী'],
  ['45041000', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Blocks, plates, tiles and cylinders of agglomerated cork', 'সংপিণ্ডিত কর্কের ব্লক, প্লেট, টাইল ও সিলিন্ডার'],
  // Chapter 46
  ['46012100', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Mats, matting and screens of bamboo', 'বাঁশের মাদুর, চাটাই ও পর্দা'],
  ['46012200', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Mats, matting and screens of rattan', 'বেতের মাদুর, চাটাই ও পর্দা'],
  ['46021200', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Basketwork and wickerwork of rattan', 'বেতের ঝুড়ি ও বুননসামগ্রী'],
  ['46021900', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Basketwork and wickerwork of other vegetable materials', 'অন্যান্য উদ্ভিজ্জ উপকরণের ঝুড়ি ও বুননসামগ্রী'],
  // Chapter 47
  ['47032100', 'KGM', [0, 0, 0, 15, 2, 7.5], 'Bleached coniferous chemical wood pulp, soda or sulphate', 'ব্লিচকৃত সরলবর্গীয় রাসায়নিক কাঠের মণ্ড, সোডা বা সালফেট'],
  ['47032900', 'KGM', [0, 0, 0, 15, 2, 7.5], 'Bleached non-coniferous chemical wood pulp, soda or sulphate', 'ব্লিচকৃত অ-সরলবর্গীয় রাসায়নিক কাঠের মণ্ড, সোডা বা সালফেট'],
  ['47071000', 'KGM', [0, 0, 0, 15, 2, 7.5], 'Waste and scrap of unbleached kraft paper or corrugated paperboard', 'ব্লিচবিহীন ক্রাফট কাগজ বা ঢেউতোলা পেপারবোর্ডের বর্জ্য ও স্ক্র্যাপ'],
  ['47079000', 'KGM', [0, 0, 0, 15, 2, 7.5], 'Other recovered waste and scrap paper', 'অন্যান্য পুনরুদ্ধারকৃত বর্জ্য কাগজ ও স্ক্র্যাপ'],
  // Chapter 48
  ['48010000', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Newsprint in rolls or sheets', 'রোল বা শিট আকারে নিউজপ্রিন্ট'],
  ['48025590', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Uncoated writing and printing paper in rolls, 40 to 150 g/m², other', 'লেখা ও ছাপার অপ্রলেপিত কাগজ, রোলে, ৪০ থেকে ১৫০ গ্রাম/বর্গমিটার, অন্যান্য'],
  ['48041100', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Unbleached kraftliner', 'ব্লিচবিহীন ক্রাফটলাইনার'],
  ['48051900', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Fluting paper, other', 'ফ্লুটিং কাগজ, অন্যান্য'],
  ['48101900', 'KGM', [15, 0, 0, 15, 5, 7.5], 'Coated paper for writing, printing or graphic purposes, other', 'লেখা, ছাপা বা গ্রাফিক কাজে ব্যবহৃত প্রলেপযুক্ত কাগজ, অন্যান্য'],
  ['48182000', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Handkerchiefs, facial tissues and towels of paper', 'কাগজের রুমাল, ফেসিয়াল টিস্যু ও তোয়ালে'],
  ['48191000', 'KGM', [25, 3, 10, 15, 5, 7.5], 'Cartons, boxes and cases of corrugated paper or paperboard', 'ঢেউতোলা কাগজ বা পেপারবোর্ডের কার্টন, বাক্স ও কেস'],
  ['48202000', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Exercise books', 'খাতা (এক্সারসাইজ বুক)'],
  // Chapter 49
  ['49019910', 'KGM', [0, 0, 0, 0, 5, 7.5], 'Religious, reference, scientific, medical, engineering and agricultural books for higher education', 'উচ্চশিক্ষার জন্য ধর্মীয়, রেফারেন্স, বিজ্ঞান, চিকিৎসা, প্রকৌশল ও কৃষি বিষয়ক বই'],
  ['49019920', 'KGM', [25, 3, 0, 0, 5, 7.5], 'Textbooks for primary and secondary education', 'প্রাথমিক ও মাধ্যমিক শিক্ষার পাঠ্যবই'],
  ['49030000', 'KGM', [10, 0, 0, 0, 5, 7.5], "Children's picture, drawing or colouring books", 'শিশুদের ছবির বই, আঁকার বই বা রং করার বই'],
  ['49070010', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Share and bond certificates, cheque forms and similar documents of title', 'শেয়ার ও বন্ডের সনদ, চেকের ফরম ও অনুরূপ স্বত্বের দলিল'],
  ['49111000', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Trade advertising material and commercial catalogues', 'বাণিজ্যিক বিজ্ঞাপনী সামগ্রী ও ক্যাটালগ'],
  // Chapter 50
  ['50010000', 'KGM', [5, 0, 0, 0, 5, 0], 'Silkworm cocoons suitable for reeling', 'সুতা কাটার উপযোগী রেশমগুটি'],
  ['50020000', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Raw silk, not thrown', 'কাঁচা রেশম, পাকানো নয়'],
  ['50040000', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Silk yarn, not put up for retail sale', 'রেশম সুতা, খুচরা বিক্রয়ের জন্য মোড়কজাত নয়'],
  ['50072000', 'MTR', [25, 3, 40, 15, 5, 7.5], 'Woven fabrics containing 85% or more silk', '৮৫% বা তার বেশি রেশমযুক্ত বোনা কাপড়'],
  // Chapter 51
  ['51011100', 'KGM', [5, 0, 0, 0, 5, 0], 'Greasy shorn wool, not carded or combed', 'কাটা পশম (তৈলাক্ত), কার্ড বা চিরুনি করা নয়'],
  ['51053100', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Fine hair of Kashmir (cashmere) goats, carded or combed', 'কাশ্মীরি ছাগলের মিহি লোম, কার্ড বা চিরুনি করা'],
  ['51061000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Yarn of carded wool, 85% or more wool, not put up for retail sale', 'কার্ড করা পশমের সুতা, ৮৫% বা তার বেশি পশম, খুচরা বিক্রয়ের জন্য নয়'],
  ['51121100', 'MTR', [25, 3, 0, 15, 5, 7.5], 'Woven fabrics of combed wool, 85% or more wool, not over 200 g/m²', 'চিরুনি করা পশমের বোনা কাপড়, ৮৫% বা তার বেশি পশম, ২০০ গ্রাম/বর্গমিটারের বেশি নয়'],
  // Chapter 52
  ['52021000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Cotton yarn waste, including thread waste', 'তুলার সুতার বর্জ্য (সুতার টুকরাসহ)'],
  ['52030000', 'KGM', [5, 0, 0, 15, 0, 7.5], 'Cotton, carded or combed', 'কার্ড বা চিরুনি করা তুলা'],
  ['52051200', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Single cotton yarn of uncombed fibres, 85% or more cotton, over 14 but not over 43 metric count', 'অচিরুনি আঁশের একক সুতি সুতা, ৮৫% বা তার বেশি তুলা, মেট্রিক কাউন্ট ১৪ এর বেশি কিন্তু ৪৩ এর বেশি নয়'],
  ['52052300', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Single cotton yarn of combed fibres, 85% or more cotton, over 43 but not over 52 metric count', 'চিরুনি করা আঁশের একক সুতি সুতা, ৮৫% বা তার বেশি তুলা, মেট্রিক কাউন্ট ৪৩ এর বেশি কিন্তু ৫২ এর বেশি নয়'],
  ['52052400', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Single cotton yarn of combed fibres, 85% or more cotton, over 52 but not over 80 metric count', 'চিরুনি করা আঁশের একক সুতি সুতা, ৮৫% বা তার বেশি তুলা, মেট্রিক কাউন্ট ৫২ এর বেশি কিন্তু ৮০ এর বেশি নয়'],
  ['52053200', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Multiple or cabled cotton yarn of uncombed fibres, 85% or more cotton, over 14 but not over 43 metric count per single yarn', 'অচিরুনি আঁশের বহুস্তর বা পাকানো সুতি সুতা, ৮৫% বা তার বেশি তুলা, প্রতি একক সুতায় মেট্রিক কাউন্ট ১৪ এর বেশি কিন্তু ৪৩ এর বেশি নয়'],
  ['52062200', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Single cotton yarn of combed fibres, less than 85% cotton, over 14 but not over 43 metric count', 'চিরুনি করা আঁশের একক সুতি সুতা, ৮৫% এর কম তুলা, মেট্রিক কাউন্ট ১৪ এর বেশি কিন্তু ৪৩ এর বেশি নয়'],
  ['52081200', 'MTR', [25, 3, 10, 15, 5, 7.5], 'Unbleached plain-weave cotton fabric, 85% or more cotton, over 100 but not over 200 g/m²', 'ব্লিচবিহীন সাধারণ বুননের সুতি কাপড়, ৮৫% বা তার বেশি তুলা, ১০০ এর বেশি কিন্তু ২০০ গ্রাম/বর্গমিটারের বেশি নয়'],
  ['52083200', 'MTR', [25, 3, 10, 15, 5, 7.5], 'Dyed plain-weave cotton fabric, 85% or more cotton, over 100 g/m²', 'রং করা সাধারণ বুননের সুতি কাপড়, ৮৫% বা তার বেশি তুলা, ১০০ গ্রাম/বর্গমিটারের বেশি'],
  ['52085200', 'MTR', [25, 3, 10, 15, 5, 7.5], 'Printed plain-weave cotton fabric, 85% or more cotton, over 100 g/m²', 'ছাপা সাধারণ বুননের সুতি কাপড়, ৮৫% বা তার বেশি তুলা, ১০০ গ্রাম/বর্গমিটারের বেশি'],
  ['52093200', 'MTR', [25, 3, 10, 15, 5, 7.5], 'Dyed 3- or 4-thread twill cotton fabric, 85% or more cotton, over 200 g/m²', 'রং করা ৩ বা ৪ সুতার টুইল সুতি কাপড়, ৮৫% বা তার বেশি তুলা, ২০০ গ্রাম/বর্গমিটারের বেশি'],
  ['52094200', 'MTR', [25, 3, 10, 15, 5, 7.5], 'Denim, 85% or more cotton, over 200 g/m²', 'ডেনিম, ৮৫% বা তার বেশি তুলা, ২০০ গ্রাম/বর্গমিটারের বেশি'],
  ['52103100', 'MTR', [25, 3, 10, 15, 5, 7.5], 'Dyed plain-weave cotton fabric, less than 85% cotton, mixed with man-made fibres, not over 200 g/m²', 'কৃত্রিম আঁশ মিশ্রিত রং করা সাধারণ বুননের সুতি কাপড়, ৮৫% এর কম তুলা, ২০০ গ্রাম/বর্গমিটারের বেশি নয়'],
  ['52114200', 'MTR', [25, 3, 10, 15, 5, 7.5], 'Denim, less than 85% cotton, mixed with man-made fibres, over 200 g/m²', 'কৃত্রিম আঁশ মিশ্রিত ডেনিম, ৮৫% এর কম তুলা, ২০০ গ্রাম/বর্গমিটারের বেশি'],
  // Chapter 53
  ['53031000', 'KGM', [25, 3, 0, 0, 5, 0], 'Jute and other textile bast fibres, raw or retted', 'কাঁচা বা জাগ দেওয়া পাট ও অন্যান্য বাস্ট আঁশ'],
  ['53050090', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Coir, abaca and other vegetable textile fibres, other than coco substrate', 'নারিকেলের ছোবড়া (কয়ার), অ্যাবাকা ও অন্যান্য উদ্ভিজ্জ আঁশ, কোকো সাবস্ট্রেট ব্যতীত'],
  ['53071000', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Single yarn of jute', 'পাটের একক সুতা'],
  ['53101000', 'MTR', [25, 3, 0, 15, 5, 7.5], 'Unbleached woven fabrics of jute (hessian)', 'ব্লিচবিহীন পাটের বোনা কাপড় (চট বা হেসিয়ান)'],
  // Chapter 54
  ['54011000', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Sewing thread of synthetic filaments', 'কৃত্রিম ফিলামেন্টের সেলাই সুতা'],
  ['54023300', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Textured yarn of polyesters', 'পলিয়েস্টারের টেক্সচার্ড সুতা'],
  ['54024700', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Other single polyester filament yarn, untwisted or with not more than 50 turns per metre', 'অন্যান্য একক পলিয়েস্টার ফিলামেন্ট সুতা, অপাকানো বা প্রতি মিটারে ৫০ পাকের বেশি নয়'],
  ['54075200', 'MTR', [25, 3, 10, 15, 5, 7.5], 'Dyed woven fabrics, 85% or more textured polyester filaments', 'রং করা বোনা কাপড়, ৮৫% বা তার বেশি টেক্সচার্ড পলিয়েস্টার ফিলামেন্ট'],
  ['54076100', 'MTR', [25, 3, 10, 15, 5, 7.5], 'Woven fabrics, 85% or more non-textured polyester filaments', 'বোনা কাপড়, ৮৫% বা তার বেশি নন-টেক্সচার্ড পলিয়েস্টার ফিলামেন্ট'],
  // Chapter 55
  ['55032000', 'KGM', [5, 0, 0, 0, 0, 0], 'Polyester staple fibres, not carded or combed', 'পলিয়েস্টার স্টেপল ফাইবার, কার্ড বা চিরুনি করা নয়'],
  ['55041000', 'KGM', [0, 0, 0, 15, 0, 0], 'Viscose rayon staple fibres, not carded or combed', 'ভিসকস রেয়ন স্টেপল ফাইবার, কার্ড বা চিরুনি করা নয়'],
  ['55101100', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Single yarn, 85% or more artificial staple fibres (viscose yarn)', 'একক সুতা, ৮৫% বা তার বেশি কৃত্রিম স্টেপল আঁশ (ভিসকস সুতা)'],
  ['55121990', 'MTR', [25, 3, 10, 15, 5, 7.5], 'Woven fabrics, 85% or more polyester staple fibres, other than unbleached or bleached', 'বোনা কাপড়, ৮৫% বা তার বেশি পলিয়েস্টার স্টেপল আঁশ, ব্লিচবিহীন বা ব্লিচকৃত ব্যতীত'],
  ['55132100', 'MTR', [25, 3, 10, 15, 5, 7.5], 'Dyed plain-weave fabrics of polyester staple mixed with cotton, less than 85% polyester, not over 170 g/m²', 'তুলা মিশ্রিত পলিয়েস্টার স্টেপলের রং করা সাধারণ বুননের কাপড়, পলিয়েস্টার ৮৫% এর কম, ১৭০ গ্রাম/বর্গমিটারের বেশি নয়'],
  // Chapter 56
  ['56031290', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Nonwovens of man-made filaments, over 25 but not over 70 g/m²', 'কৃত্রিম ফিলামেন্টের নন-ওভেন কাপড়, ২৫ এর বেশি কিন্তু ৭০ গ্রাম/বর্গমিটারের বেশি নয়'],
  ['56041000', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Rubber thread and cord, textile covered', 'বস্ত্রাবৃত রাবারের সুতা ও দড়ি'],
  ['56079000', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Twine, cordage, ropes and cables of other materials', 'অন্যান্য উপকরণের সুতলি, দড়ি, রশি ও কাছি'],
  ['56081110', 'KGM', [1, 0, 0, 15, 5, 7.5], 'Made-up fishing nets for fishing trawlers', 'মাছ ধরার ট্রলারের জন্য তৈরি জাল'],
  ['56081190', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Made-up fishing nets of man-made textiles, other than for trawlers', 'কৃত্রিম বস্ত্রের তৈরি মাছ ধরার জাল, ট্রলারের জন্য ব্যতীত'],
  // Chapter 57
  ['57011000', 'MTK', [25, 3, 20, 15, 5, 7.5], 'Knotted carpets of wool or fine animal hair', 'পশম বা মিহি লোমের গিঁট দেওয়া কার্পেট'],
  ['57024200', 'MTK', [25, 3, 20, 15, 5, 7.5], 'Woven pile carpets of man-made textiles, made up', 'কৃত্রিম বস্ত্রের বোনা পাইল কার্পেট, তৈরি'],
  ['57033900', 'MTK', [25, 3, 20, 15, 5, 7.5], 'Tufted carpets of other man-made textile materials', 'অন্যান্য কৃত্রিম বস্ত্র উপকরণের টাফটেড কার্পেট'],
  ['57050000', 'MTK', [25, 3, 20, 15, 5, 7.5], 'Other carpets and textile floor coverings (including jute mats)', 'অন্যান্য কার্পেট ও বস্ত্রের মেঝের আচ্ছাদন (পাটের মাদুরসহ)'],
  // Chapter 58
  ['58021000', 'MTR', [25, 3, 0, 15, 5, 7.5], 'Terry towelling and similar woven terry fabrics of cotton', 'সুতির টেরি তোয়ালে কাপড় ও অনুরূপ বোনা টেরি কাপড়'],
  ['58042100', 'KGM', [25, 3, 10, 15, 5, 7.5], 'Mechanically made lace of man-made fibres', 'কৃত্রিম আঁশের যন্ত্রে তৈরি লেস'],
  ['58062000', 'MTR', [25, 3, 0, 15, 5, 7.5], 'Narrow woven fabrics containing 5% or more elastomeric yarn or rubber thread', 'সরু বোনা কাপড়, ৫% বা তার বেশি ইলাস্টোমেরিক সুতা বা রাবারের সুতাযুক্ত'],
  ['58071000', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Woven labels and badges of textiles, not embroidered', 'বস্ত্রের বোনা লেবেল ও ব্যাজ, সূচিকর্মবিহীন'],
  ['58109900', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Embroidery of other textile materials, in the piece, in strips or in motifs', 'অন্যান্য বস্ত্র উপকরণের সূচিকর্ম, থান, ফালি বা মোটিফ আকারে'],
  // Chapter 59
  ['59021000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Tyre cord fabric of high-tenacity nylon yarn', 'উচ্চ দৃঢ়তার নাইলন সুতার টায়ার কর্ড কাপড়'],
  ['59032010', 'MTR', [25, 3, 0, 15, 5, 7.5], 'Fusible interlining coated or laminated with polyurethane', 'পলিইউরেথেন প্রলেপযুক্ত ফিউজিবল ইন্টারলাইনিং'],
  ['59061000', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Rubberised textile adhesive tape, not over 20 cm wide', 'রাবারযুক্ত বস্ত্রের আঠালো টেপ, প্রস্থ ২০ সেন্টিমিটারের বেশি নয়'],
  ['59119000', 'KGM', [1, 0, 0, 15, 5, 7.5], 'Textile products and articles for technical uses, n.e.s.', 'কারিগরি কাজে ব্যবহৃত বস্ত্রপণ্য ও সামগ্রী, অন্য কোথাও উল্লিখিত নয়'],
  // Chapter 60
  ['60011000', 'KGM', [25, 3, 10, 15, 5, 7.5], 'Long pile knitted fabrics', 'লম্বা পাইলযুক্ত নিট কাপড়'],
  ['60019100', 'KGM', [25, 3, 10, 15, 5, 7.5], 'Knitted pile fabrics of cotton', 'সুতির নিট পাইল কাপড়'],
  ['60062200', 'KGM', [25, 3, 10, 15, 5, 7.5], 'Dyed knitted or crocheted fabrics of cotton', 'রং করা সুতির নিট বা ক্রুশে বোনা কাপড়'],
  ['60063200', 'KGM', [25, 3, 10, 15, 5, 7.5], 'Dyed knitted or crocheted fabrics of synthetic fibres', 'রং করা কৃত্রিম আঁশের নিট বা ক্রুশে বোনা কাপড়'],
  // Chapter 61
  ['61034200', 'NAR', [25, 0, 30, 15, 5, 7.5], "Men's or boys' trousers and shorts of cotton, knitted", 'ছেলেদের বা পুরুষদের সুতির নিট ট্রাউজার ও শর্টস'],
  ['61034300', 'NAR', [25, 0, 30, 15, 5, 7.5], "Men's or boys' trousers and shorts of synthetic fibres, knitted", 'ছেলেদের বা পুরুষদের কৃত্রিম আঁশের নিট ট্রাউজার ও শর্টস'],
  ['61044200', 'NAR', [25, 0, 30, 15, 5, 7.5], "Women's or girls' dresses of cotton, knitted", 'মেয়েদের বা মহিলাদের সুতির নিট পোশাক (ড্রেস)'],
  ['61046200', 'NAR', [25, 0, 30, 15, 5, 7.5], "Women's or girls' trousers and shorts of cotton, knitted", 'মেয়েদের বা মহিলাদের সুতির নিট ট্রাউজার ও শর্টস'],
  ['61051000', 'NAR', [25, 0, 30, 15, 5, 7.5], "Men's or boys' shirts of cotton, knitted (polo shirts)", 'ছেলেদের বা পুরুষদের সুতির নিট শার্ট (পোলো শার্ট)'],
  ['61061000', 'NAR', [25, 0, 30, 15, 5, 7.5], "Women's or girls' blouses and shirts of cotton, knitted", 'মেয়েদের বা মহিলাদের সুতির নিট ব্লাউজ ও শার্ট'],
  ['61071100', 'NAR', [25, 0, 30, 15, 5, 7.5], "Men's or boys' underpants and briefs of cotton, knitted", 'ছেলেদের বা পুরুষদের সুতির নিট আন্ডারপ্যান্ট ও ব্রিফ'],
  ['61082100', 'NAR', [25, 0, 30, 15, 5, 7.5], "Women's or girls' briefs and panties of cotton, knitted", 'মেয়েদের বা মহিলাদের সুতির নিট ব্রিফ ও প্যান্টি'],
  ['61091000', 'NAR', [25, 0, 30, 15, 5, 7.5], 'T-shirts, singlets and vests of cotton, knitted', 'সুতির নিট টি-শার্ট, সিংলেট ও গেঞ্জি'],
  ['61099000', 'NAR', [25, 0, 30, 15, 5, 7.5], 'T-shirts, singlets and vests of other textiles, knitted', 'অন্যান্য বস্ত্রের নিট টি-শার্ট, সিংলেট ও গেঞ্জি'],
  ['61101100', 'NAR', [25, 0, 30, 15, 5, 7.5], 'Jerseys, pullovers and cardigans of wool, knitted', 'পশমের নিট জার্সি, পুলওভার ও কার্ডিগান'],
  ['61112000', 'NAR', [25, 0, 30, 15, 5, 7.5], "Babies' garments and clothing accessories of cotton, knitted", 'শিশুদের সুতির নিট পোশাক ও আনুষঙ্গিক সামগ্রী'],
  ['61121200', 'NAR', [10, 0, 0, 15, 5, 7.5], 'Track suits of synthetic fibres, knitted', 'কৃত্রিম আঁশের নিট ট্র্যাকস্যুট'],
  ['61159500', 'PR', [25, 0, 30, 15, 5, 7.5], 'Socks and other hosiery of cotton, knitted', 'সুতির নিট মোজা ও অন্যান্য হোসিয়ারি'],
  // Chapter 62
  ['62013000', 'NAR', [25, 0, 30, 15, 5, 7.5], "Men's or boys' overcoats, raincoats and anoraks of cotton", 'ছেলেদের বা পুরুষদের সুতির ওভারকোট, রেইনকোট ও অ্যানোরাক'],
  ['62033200', 'NAR', [25, 0, 30, 15, 5, 7.5], "Men's or boys' jackets and blazers of cotton", 'ছেলেদের বা পুরুষদের সুতির জ্যাকেট ও ব্লেজার'],
  ['62034200', 'NAR', [25, 0, 30, 15, 5, 7.5], "Men's or boys' trousers, breeches and shorts of cotton (including jeans)", 'ছেলেদের বা পুরুষদের সুতির ট্রাউজার, ব্রিচেস ও শর্টস (জিন্সসহ)'],
  ['62034300', 'NAR', [25, 0, 40, 15, 5, 7.5], "Men's or boys' trousers, breeches and shorts of synthetic fibres", 'ছেলেদের বা পুরুষদের কৃত্রিম আঁশের ট্রাউজার, ব্রিচেস ও শর্টস'],
  ['62044200', 'NAR', [25, 3, 40, 15, 5, 7.5], "Women's or girls' dresses of cotton", 'মেয়েদের বা মহিলাদের সুতির পোশাক (ড্রেস)'],
  ['62046200', 'NAR', [25, 0, 30, 15, 5, 7.5], "Women's or girls' trousers, breeches and shorts of cotton", 'মেয়েদের বা মহিলাদের সুতির ট্রাউজার, ব্রিচেস ও শর্টস'],
  ['62052000', 'NAR', [25, 0, 30, 15, 5, 7.5], "Men's or boys' shirts of cotton", 'ছেলেদের বা পুরুষদের সুতির শার্ট'],
  ['62053000', 'NAR', [25, 0, 30, 15, 5, 7.5], "Men's or boys' shirts of man-made fibres", 'ছেলেদের বা পুরুষদের কৃত্রিম আঁশের শার্ট'],
  ['62063000', 'NAR', [25, 0, 30, 15, 5, 7.5], "Women's or girls' blouses and shirts of cotton", 'মেয়েদের বা মহিলাদের সুতির ব্লাউজ ও শার্ট'],
  ['62082100', 'NAR', [25, 0, 30, 15, 5, 7.5], "Women's or girls' nightdresses and pyjamas of cotton", 'মেয়েদের বা মহিলাদের সুতির নাইটড্রেস ও পায়জামা'],
  ['62092000', 'NAR', [25, 0, 30, 15, 5, 7.5], "Babies' garments and clothing accessories of cotton", 'শিশুদের সুতির পোশাক ও আনুষঙ্গিক সামগ্রী'],
  ['62114200', 'NAR', [25, 0, 0, 15, 5, 7.5], "Other women's or girls' garments of cotton", 'মেয়েদের বা মহিলাদের সুতির অন্যান্য পোশাক'],
  ['62121000', 'NAR', [25, 0, 40, 15, 5, 7.5], 'Brassieres', 'ব্রা (ব্রেসিয়ার)'],
  ['62142000', 'NAR', [25, 0, 30, 15, 5, 7.5], 'Shawls, scarves and mufflers of wool or fine animal hair', 'পশম বা মিহি লোমের শাল, স্কার্ফ ও মাফলার'],
  // Chapter 63
  ['63014000', 'NAR', [25, 3, 20, 15, 5, 7.5], 'Blankets and travelling rugs of synthetic fibres', 'কৃত্রিম আঁশের কম্বল ও ভ্রমণ কম্বল'],
  ['63022100', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Printed bed linen of cotton, not knitted', 'সুতির ছাপা বিছানার চাদর ও বালিশের কভার, নিট নয়'],
  ['63026000', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Toilet and kitchen linen of cotton terry fabric', 'সুতির টেরি কাপড়ের তোয়ালে ও রান্নাঘরের কাপড়'],
  ['63051000', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Sacks and bags of jute for packing goods', 'পণ্য মোড়কের জন্য পাটের বস্তা ও ব্যাগ'],
  ['63053300', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Woven sacks and bags of polyethylene or polypropylene strip', 'পলিইথিলিন বা পলিপ্রোপিলিন ফালির বোনা বস্তা ও ব্যাগ'],
  ['63090000', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Worn clothing and other worn articles', 'ব্যবহৃত পোশাক ও অন্যান্য ব্যবহৃত সামগ্রী'],
  // Chapter 64
  ['64022000', 'PR', [25, 3, 40, 15, 5, 7.5], 'Footwear of rubber or plastics with straps plugged into the soles (flip-flops)', 'সোলে গাঁথা ফিতাযুক্ত রাবার বা প্লাস্টিকের জুতা (ফ্লিপ-ফ্লপ)'],
  ['64029900', 'PR', [25, 3, 40, 15, 5, 7.5], 'Other footwear of rubber or plastics, not covering the ankle', 'রাবার বা প্লাস্টিকের অন্যান্য জুতা, গোড়ালি ঢাকা নয়'],
  ['64039100', 'PR', [25, 3, 40, 15, 5, 7.5], 'Footwear with rubber or plastic soles and leather uppers, covering the ankle', 'রাবার বা প্লাস্টিকের সোল ও চামড়ার উপরিভাগযুক্ত জুতা, গোড়ালি ঢাকা'],
  ['64041900', 'PR', [25, 3, 40, 15, 5, 7.5], 'Footwear with rubber or plastic soles and textile uppers, other than sports footwear', 'রাবার বা প্লাস্টিকের সোল ও বস্ত্রের উপরিভাগযুক্ত জুতা, খেলার জুতা ব্যতীত'],
  ['64061000', 'KGM', [25, 3, 10, 15, 5, 7.5], 'Uppers and parts thereof, other than stiffeners', 'জুতার উপরিভাগ ও তার অংশ (স্টিফেনার ব্যতীত)'],
  // Chapter 65
  ['65040000', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Hats and other headgear, plaited or made by assembling strips', 'বেণি করা বা ফালি জুড়ে তৈরি টুপি ও মাথার আবরণ'],
  ['65050000', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Hats and headgear, knitted or crocheted or made from textile fabric; hair-nets', 'নিট, ক্রুশে বোনা বা বস্ত্রের তৈরি টুপি ও মাথার আবরণ; চুলের জাল'],
  ['65061000', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Safety headgear (helmets)', 'নিরাপত্তামূলক মাথার আবরণ (হেলমেট)'],
  ['65069900', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Headgear of other materials', 'অন্যান্য উপকরণের মাথার আবরণ'],
  // Chapter 66
  ['66019100', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Umbrellas with a telescopic shaft', 'ভাঁজযোগ্য (টেলিস্কোপিক) দণ্ডযুক্ত ছাতা'],
  ['66019900', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Other umbrellas and sun umbrellas', 'অন্যান্য ছাতা ও রোদছাতা'],
  ['66020000', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Walking sticks, seat-sticks, whips and the like', 'হাঁটার লাঠি, বসার লাঠি, চাবুক ও অনুরূপ সামগ্রী'],
  ['66039000', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Parts, trimmings and accessories of umbrellas and walking sticks', 'ছাতা ও হাঁটার লাঠির যন্ত্রাংশ ও আনুষঙ্গিক সামগ্রী'],
  // Chapter 67
  ['67021000', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Artificial flowers, foliage and fruit of plastics', 'প্লাস্টিকের কৃত্রিম ফুল, পাতা ও ফল'],
  ['67030000', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Human hair, dressed or thinned, for making wigs', 'পরচুলা তৈরির জন্য প্রক্রিয়াকৃত মানুষের চুল'],
  ['67041100', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Complete wigs of synthetic textile materials', 'কৃত্রিম বস্ত্র উপকরণের সম্পূর্ণ পরচুলা'],
  ['67042000', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Wigs, false beards and eyelashes of human hair', 'মানুষের চুলের পরচুলা, নকল দাড়ি ও চোখের পাপড়ি'],
  // Chapter 68
  ['68022100', 'KGM', [25, 3, 60, 15, 5, 7.5], 'Marble, travertine and alabaster, simply cut or sawn, with a flat surface', 'মার্বেল, ট্রাভারটিন ও অ্যালাবাস্টার, সমতল পৃষ্ঠে কাটা বা চেরাই করা'],
  ['68029100', 'KGM', [25, 3, 60, 15, 5, 7.5], 'Worked marble, travertine and alabaster', 'কারুকাজ করা মার্বেল, ট্রাভারটিন ও অ্যালাবাস্টার'],
  ['68042200', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Millstones and grinding wheels of agglomerated abrasives or ceramics', 'সংপিণ্ডিত ঘর্ষক বা সিরামিকের যাঁতা ও গ্রাইন্ডিং হুইল'],
  ['68109100', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Prefabricated structural components of cement or concrete', 'সিমেন্ট বা কংক্রিটের প্রিফেব্রিকেটেড কাঠামোগত উপাদান'],
  // Chapter 69
  ['69022000', 'KGM', [1, 0, 0, 15, 5, 7.5], 'Refractory bricks and blocks, more than 50% alumina or silica', 'অগ্নিসহ ইট ও ব্লক, ৫০% এর বেশি অ্যালুমিনা বা সিলিকাযুক্ত'],
  ['69041000', 'KGM', [25, 3, 10, 15, 5, 7.5], 'Ceramic building bricks', 'সিরামিকের নির্মাণ ইট'],
  ['69072100', 'MTK', [25, 3, 60, 15, 5, 7.5], 'Ceramic floor and wall tiles, water absorption not over 0.5% (porcelain tiles)', 'সিরামিকের মেঝে ও দেয়ালের টাইল, পানি শোষণ ০.৫% এর বেশি নয় (পোর্সেলিন টাইল)'],
  ['69101000', 'NAR', [25, 3, 60, 15, 5, 7.5], 'Sinks, washbasins, water closets and other sanitary fixtures of porcelain', 'পোর্সেলিনের সিংক, বেসিন, কমোড ও অন্যান্য স্যানিটারি ফিক্সচার'],
  ['69111000', 'KGM', [25, 3, 60, 15, 5, 7.5], 'Tableware and kitchenware of porcelain or china', 'পোর্সেলিন বা চীনামাটির টেবিলওয়্যার ও রান্নাঘরের সামগ্রী'],
  // Chapter 70
  ['70052990', 'MTK', [25, 3, 45, 15, 5, 7.5], 'Float glass sheets, non-wired, other than ultra-clear glass for refrigerator makers', 'ফ্লোট গ্লাস শিট, তারবিহীন, রেফ্রিজারেটর প্রস্তুতকারকের আল্ট্রা ক্লিয়ার গ্লাস ব্যতীত'],
  ['70071100', 'MTK', [10, 0, 0, 15, 5, 7.5], 'Toughened safety glass for vehicles', 'যানবাহনের জন্য টেম্পার্ড (শক্তকৃত) নিরাপত্তা কাচ'],
  ['70109000', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Glass bottles, jars and similar containers', 'কাচের বোতল, বয়াম ও অনুরূপ পাত্র'],
  ['70133700', 'KGM', [25, 3, 45, 15, 5, 7.5], 'Drinking glasses, other than of glass-ceramics or lead crystal', 'পানের গ্লাস (গ্লাস-সিরামিক বা লেড ক্রিস্টাল ব্যতীত)'],
  ['70199090', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Other articles of glass fibre', 'গ্লাস ফাইবারের অন্যান্য সামগ্রী'],
  // Chapter 71
  ['71023100', 'CTM', [25, 3, 20, 15, 5, 7.5], 'Non-industrial diamonds, unworked or simply sawn, cleaved or bruted', 'অ-শিল্প হীরা, অকর্ষিত বা সাধারণভাবে চেরাই, বিভক্ত বা ঘষা'],
  ['71023900', 'CTM', [25, 3, 60, 15, 5, 7.5], 'Non-industrial diamonds, worked, not mounted or set', 'অ-শিল্প হীরা, কর্ষিত, বসানো বা গাঁথা নয়'],
  ['71081210', 'GRM', [10, 0, 0, 0, 2, 0], 'Gold doré bars', 'স্বর্ণের ডোরে বার'],
  ['71131900', 'GRM', [25, 3, 0, 15, 5, 7.5], 'Jewellery of gold or other precious metal, other than silver', 'স্বর্ণ বা অন্যান্য মূল্যবান ধাতুর অলংকার (রুপা ব্যতীত)'],
  ['71171900', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Imitation jewellery of base metal', 'অমূল্য ধাতুর তৈরি নকল অলংকার'],
  // Chapter 72
  ['72021100', 'KGM', [0, 15, 0, 15, 5, 7.5], 'Ferro-manganese, more than 2% carbon', 'ফেরো-ম্যাঙ্গানিজ, ২% এর বেশি কার্বন'],
  ['72023000', 'KGM', [0, 15, 0, 15, 5, 7.5], 'Ferro-silico-manganese', 'ফেরো-সিলিকো-ম্যাঙ্গানিজ'],
  ['72082700', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Hot-rolled flat products of iron or steel in coils, pickled, less than 3 mm thick', 'হট-রোলড চ্যাপ্টা লোহা বা ইস্পাত, কয়েলে, পিকলকৃত, পুরুত্ব ৩ মিলিমিটারের কম'],
  ['72083900', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Hot-rolled flat products of iron or steel in coils, not pickled, less than 3 mm thick', 'হট-রোলড চ্যাপ্টা লোহা বা ইস্পাত, কয়েলে, পিকলবিহীন, পুরুত্ব ৩ মিলিমিটারের কম'],
  ['72091690', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Cold-rolled flat products in coils, 600 mm or more wide, over 1 mm but less than 3 mm thick', 'কোল্ড-রোলড চ্যাপ্টা লোহা বা ইস্পাত, কয়েলে, প্রস্থ ৬০০ মিলিমিটার বা তার বেশি, পুরুত্ব ১ মিলিমিটারের বেশি কিন্তু ৩ মিলিমিটারের কম'],
  ['72104100', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Corrugated galvanised iron sheets (zinc coated, not electroplated)', 'ঢেউটিন (দস্তার প্রলেপযুক্ত, তড়িৎ প্রলেপ নয়)'],
  ['72104990', 'KGM', [25, 10, 0, 15, 5, 7.5], 'Other zinc-coated flat-rolled products', 'অন্যান্য দস্তার প্রলেপযুক্ত চ্যাপ্টা রোলড পণ্য'],
  ['72107099', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Colour-coated flat-rolled products, painted, varnished or coated with plastics, other', 'রং করা, বার্নিশকৃত বা প্লাস্টিক প্রলেপযুক্ত চ্যাপ্টা রোলড পণ্য, অন্যান্য'],
  ['72139110', 'KGM', [5, 0, 45, 15, 2, 7.5], 'Wire rod of circular cross-section, less than 14 mm in diameter', 'বৃত্তাকার প্রস্থচ্ছেদের ওয়্যার রড, ব্যাস ১৪ মিলিমিটারের কম'],
  ['72142000', 'KGM', [5, 3, 45, 15, 2, 7.5], 'Reinforcing bars with deformations produced during rolling', 'রোলিংয়ের সময় খাঁজকাটা রড (রিইনফোর্সিং বার)'],
  ['72171000', 'KGM', [15, 0, 0, 15, 5, 7.5], 'Wire of iron or non-alloy steel, not plated or coated', 'লোহা বা অ-সংকর ইস্পাতের তার, প্রলেপবিহীন'],
  ['72193400', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Cold-rolled stainless steel sheets, 0.5 mm or more but not over 1 mm thick', 'কোল্ড-রোলড স্টেইনলেস স্টিলের পাত, পুরুত্ব ০.৫ থেকে ১ মিলিমিটার'],
  ['72251100', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Grain-oriented silicon electrical steel, flat-rolled', 'গ্রেইন-ওরিয়েন্টেড সিলিকন ইলেকট্রিক্যাল স্টিল, চ্যাপ্টা রোলড'],
  // Chapter 73
  ['73063000', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Welded tubes and pipes of circular cross-section, of iron or non-alloy steel', 'লোহা বা অ-সংকর ইস্পাতের ঝালাইকৃত বৃত্তাকার টিউব ও পাইপ'],
  ['73089099', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Structures and parts of structures of iron or steel, n.e.s.', 'লোহা বা ইস্পাতের কাঠামো ও কাঠামোর অংশ, অন্য কোথাও উল্লিখিত নয়'],
  ['73110020', 'NAR', [5, 0, 0, 15, 5, 7.5], 'LPG cylinders of iron or steel, capacity less than 5000 litres', 'লোহা বা ইস্পাতের এলপিজি সিলিন্ডার, ধারণক্ষমতা ৫০০০ লিটারের কম'],
  ['73170000', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Nails, tacks and drawing pins of iron or steel', 'লোহা বা ইস্পাতের পেরেক, ছোট পেরেক ও ড্রয়িং পিন'],
  ['73181590', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Threaded screws and bolts of iron or steel, n.e.s.', 'লোহা বা ইস্পাতের প্যাঁচযুক্ত স্ক্রু ও বল্টু, অন্য কোথাও উল্লিখিত নয়'],
  ['73211100', 'NAR', [25, 3, 20, 15, 5, 7.5], 'Gas cooking appliances and plate warmers of iron or steel', 'লোহা বা ইস্পাতের গ্যাসচালিত রান্নার চুলা ও প্লেট গরমকারী'],
  ['73239300', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Table, kitchen and household articles of stainless steel', 'স্টেইনলেস স্টিলের টেবিল, রান্নাঘর ও গৃহস্থালি সামগ্রী'],
  // Chapter 74
  ['74031100', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Cathodes of refined copper', 'পরিশোধিত তামার ক্যাথোড'],
  ['74040000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Copper waste and scrap', 'তামার বর্জ্য ও স্ক্র্যাপ'],
  ['74081100', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Wire of refined copper, maximum cross-section over 6 mm', 'পরিশোধিত তামার তার, সর্বোচ্চ প্রস্থচ্ছেদ ৬ মিলিমিটারের বেশি'],
  ['74111000', 'KGM', [15, 3, 0, 15, 5, 7.5], 'Tubes and pipes of refined copper', 'পরিশোধিত তামার টিউব ও পাইপ'],
  // Chapter 75
  ['75021000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Unwrought nickel, not alloyed', 'অপ্রক্রিয়াজাত নিকেল, সংকর নয়'],
  ['75040000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Nickel powders and flakes', 'নিকেলের গুঁড়া ও পাত'],
  ['75052200', 'KGM', [15, 0, 0, 15, 5, 7.5], 'Wire of nickel alloys', 'নিকেল সংকরের তার'],
  ['75089010', 'KGM', [1, 0, 0, 15, 5, 7.5], 'Articles of nickel: parts for machinery', 'নিকেলের সামগ্রী: যন্ত্রের অংশ'],
  // Chapter 76
  ['76011000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Unwrought aluminium, not alloyed', 'অপ্রক্রিয়াজাত অ্যালুমিনিয়াম, সংকর নয়'],
  ['76012000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Unwrought aluminium alloys', 'অপ্রক্রিয়াজাত অ্যালুমিনিয়াম সংকর'],
  ['76020000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Aluminium waste and scrap', 'অ্যালুমিনিয়ামের বর্জ্য ও স্ক্র্যাপ'],
  ['76042100', 'KGM', [15, 0, 0, 15, 5, 7.5], 'Hollow profiles of aluminium alloys', 'অ্যালুমিনিয়াম সংকরের ফাঁপা প্রোফাইল'],
  ['76071100', 'KGM', [15, 0, 0, 15, 5, 7.5], 'Aluminium foil, not backed, rolled but not further worked', 'অ্যালুমিনিয়াম ফয়েল, পৃষ্ঠাবরণবিহীন, শুধু রোলড'],
  ['76151010', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Table, kitchen and other household articles of aluminium', 'অ্যালুমিনিয়ামের টেবিল, রান্নাঘর ও অন্যান্য গৃহস্থালি সামগ্রী'],
  // Chapter 78
  ['78011000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Refined lead, unwrought', 'অপ্রক্রিয়াজাত পরিশোধিত সীসা'],
  ['78019900', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Other unwrought lead', 'অন্যান্য অপ্রক্রিয়াজাত সীসা'],
  ['78020000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Lead waste and scrap', 'সীসার বর্জ্য ও স্ক্র্যাপ'],
  ['78041900', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Lead plates, sheets, strip and foil, other', 'সীসার প্লেট, শিট, ফালি ও ফয়েল, অন্যান্য'],
  // Chapter 79
  ['79011210', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Zinc ingots, not alloyed, less than 99.99% zinc', 'দস্তার ইনগট, সংকর নয়, ৯৯.৯৯% এর কম দস্তা'],
  ['79012000', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Zinc alloys, unwrought', 'অপ্রক্রিয়াজাত দস্তা সংকর'],
  ['79020000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Zinc waste and scrap', 'দস্তার বর্জ্য ও স্ক্র্যাপ'],
  ['79031000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Zinc dust', 'দস্তার ধূলি'],
  // Chapter 80
  ['80011000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Tin, not alloyed, unwrought', 'অপ্রক্রিয়াজাত টিন, সংকর নয়'],
  ['80012000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Tin alloys, unwrought', 'অপ্রক্রিয়াজাত টিন সংকর'],
  ['80030000', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Tin bars, rods, profiles and wire', 'টিনের বার, রড, প্রোফাইল ও তার'],
  ['80070090', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Other articles of tin', 'টিনের অন্যান্য সামগ্রী'],
  // Chapter 81
  ['81011000', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Tungsten powders', 'টাংস্টেনের গুঁড়া'],
  ['81041100', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Unwrought magnesium, 99.8% or more pure', 'অপ্রক্রিয়াজাত ম্যাগনেসিয়াম, বিশুদ্ধতা ৯৯.৮% বা তার বেশি'],
  ['81089000', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Articles of titanium', 'টাইটানিয়ামের সামগ্রী'],
  ['81110000', 'KGM', [5, 0, 0, 15, 5, 7.5], 'Manganese and articles thereof, including waste and scrap', 'ম্যাঙ্গানিজ ও তার তৈরি সামগ্রী (বর্জ্য ও স্ক্র্যাপসহ)'],
  // Chapter 82
  ['82011000', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Spades and shovels', 'কোদাল ও বেলচা'],
  ['82032000', 'NAR', [10, 0, 0, 15, 5, 7.5], 'Pliers, pincers, tweezers and similar tools', 'প্লায়ার্স, সাঁড়াশি, চিমটা ও অনুরূপ হাতিয়ার'],
  ['82041100', 'NAR', [10, 0, 0, 15, 5, 7.5], 'Hand-operated spanners and wrenches, non-adjustable', 'হাতে চালিত স্প্যানার ও রেঞ্চ, অ-সমন্বয়যোগ্য'],
  ['82121000', 'NAR', [25, 3, 20, 15, 5, 7.5], 'Razors, non-electric', 'রেজর (অবৈদ্যুতিক)'],
  ['82122090', 'NAR', [25, 3, 20, 15, 5, 7.5], 'Safety razor blades, including razor blade blanks in strips', 'নিরাপত্তা রেজর ব্লেড (ফালি আকারের ব্লেডের খালি পাতসহ)'],
  // Chapter 83
  ['83011000', 'NAR', [25, 3, 20, 15, 5, 7.5], 'Padlocks of base metal', 'অমূল্য ধাতুর তালা (প্যাডলক)'],
  ['83014010', 'NAR', [25, 3, 20, 15, 5, 7.5], 'Lever locks and mortice locks', 'লিভার তালা ও মর্টিস তালা'],
  ['83021000', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Hinges of base metal', 'অমূল্য ধাতুর কবজা'],
  ['83099020', 'NAR', [5, 0, 0, 15, 5, 7.5], 'Container seals of base metal', 'অমূল্য ধাতুর কন্টেইনার সিল'],
  ['83099091', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Stoppers, caps and lids of base metal, other than crown corks', 'অমূল্য ধাতুর ছিপি, ক্যাপ ও ঢাকনা (ক্রাউন কর্ক ব্যতীত)'],
  // Chapter 84
  ['84021100', 'NAR', [0, 0, 0, 15, 5, 7.5], 'Watertube boilers with steam production over 45 t per hour', 'পানি-নল বয়লার, বাষ্প উৎপাদন ঘণ্টায় ৪৫ টনের বেশি'],
  ['84073490', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Spark-ignition engines for vehicles, over 1000 cc, other than bus or truck engines with built-in CNG system', 'যানবাহনের স্পার্ক-ইগনিশন ইঞ্জিন, ১০০০ সিসির বেশি, সিএনজি ব্যবস্থাযুক্ত বাস বা ট্রাকের ইঞ্জিন ব্যতীত'],
  ['84082020', 'NAR', [25, 3, 20, 15, 5, 7.5], 'Four-stroke compression-ignition engines for three-wheelers and auto-rickshaws', 'থ্রি-হুইলার ও অটোরিকশার ফোর-স্ট্রোক কম্প্রেশন-ইগনিশন ইঞ্জিন'],
  ['84118100', 'NAR', [0, 0, 0, 15, 5, 7.5], 'Gas turbines of a power not over 5000 kW', 'গ্যাস টারবাইন, ক্ষমতা ৫০০০ কিলোওয়াটের বেশি নয়'],
  ['84137000', 'NAR', [1, 0, 0, 15, 2, 7.5], 'Other centrifugal pumps', 'অন্যান্য সেন্ট্রিফিউগাল পাম্প'],
  ['84145100', 'NAR', [25, 3, 45, 15, 5, 7.5], 'Table, floor, wall, ceiling or roof fans with self-contained motor of not more than 125 W', 'টেবিল, স্ট্যান্ড, দেয়াল, সিলিং বা ছাদের ফ্যান, নিজস্ব মোটর ১২৫ ওয়াটের বেশি নয়'],
  ['84148010', 'NAR', [1, 0, 0, 15, 5, 7.5], 'Air compressors', 'বায়ু সংকোচক (এয়ার কম্প্রেসর)'],
  ['84151090', 'NAR', [25, 3, 100, 15, 5, 7.5], 'Window or wall air conditioners, self-contained or split-system, other', 'জানালা বা দেয়ালে লাগানো এয়ার কন্ডিশনার (স্বয়ংসম্পূর্ণ বা স্প্লিট), অন্যান্য'],
  ['84181000', 'NAR', [25, 3, 30, 15, 5, 7.5], 'Combined refrigerator-freezers with separate external doors', 'পৃথক বাহ্যিক দরজাযুক্ত রেফ্রিজারেটর-ফ্রিজার'],
  ['84182100', 'NAR', [25, 3, 30, 15, 5, 7.5], 'Household refrigerators, compression type', 'গৃহস্থালি রেফ্রিজারেটর, কম্প্রেশন টাইপ'],
  ['84271000', 'NAR', [1, 0, 0, 15, 5, 7.5], 'Self-propelled works trucks powered by an electric motor (electric forklifts)', 'বিদ্যুৎচালিত স্বচালিত কাজের ট্রাক (ইলেকট্রিক ফর্কলিফট)'],
  ['84295200', 'NAR', [1, 0, 0, 15, 5, 7.5], 'Self-propelled excavators with a 360° revolving superstructure', '৩৬০ ডিগ্রি ঘূর্ণায়মান উপরিকাঠামোযুক্ত স্বচালিত এক্সকাভেটর'],
  ['84321000', 'NAR', [1, 0, 0, 15, 5, 7.5], 'Ploughs', 'লাঙল'],
  ['84335100', 'NAR', [0, 0, 0, 15, 5, 7.5], 'Combine harvester-threshers', 'কম্বাইন হারভেস্টার-থ্রেশার'],
  ['84433100', 'NAR', [5, 0, 0, 15, 5, 7.5], 'Multifunction printers (printing, copying, scanning, faxing) connectable to a computer', 'বহুমুখী প্রিন্টার (মুদ্রণ, কপি, স্ক্যান, ফ্যাক্স), কম্পিউটারে সংযোগযোগ্য'],
  ['84452000', 'NAR', [1, 0, 0, 0, 5, 7.5], 'Textile spinning machines', 'বস্ত্রের সুতা কাটার যন্ত্র (স্পিনিং মেশিন)'],
  ['84471200', 'NAR', [1, 0, 0, 0, 5, 7.5], 'Circular knitting machines, cylinder diameter over 165 mm', 'বৃত্তাকার নিটিং মেশিন, সিলিন্ডারের ব্যাস ১৬৫ মিলিমিটারের বেশি'],
  ['84501100', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Fully automatic washing machines, dry linen capacity not over 10 kg', 'সম্পূর্ণ স্বয়ংক্রিয় কাপড় ধোয়ার যন্ত্র, শুকনা কাপড়ের ধারণক্ষমতা ১০ কেজির বেশি নয়'],
  ['84521000', 'NAR', [10, 0, 0, 15, 5, 7.5], 'Sewing machines of the household type', 'গৃহস্থালি সেলাই মেশিন'],
  ['84522100', 'NAR', [1, 0, 0, 15, 5, 7.5], 'Automatic industrial sewing machines', 'স্বয়ংক্রিয় শিল্প সেলাই মেশিন'],
  ['84713000', 'NAR', [10, 0, 0, 0, 5, 7.5], 'Laptops and other portable computers weighing not more than 10 kg', 'ল্যাপটপ ও অন্যান্য বহনযোগ্য কম্পিউটার, ওজন ১০ কেজির বেশি নয়'],
  ['84714100', 'NAR', [5, 0, 0, 0, 5, 7.5], 'Desktop computers with processing, input and output units in one housing', 'একই আবরণে প্রসেসিং, ইনপুট ও আউটপুট ইউনিটযুক্ত ডেস্কটপ কম্পিউটার'],
  ['84733000', 'KGM', [5, 0, 0, 0, 2, 7.5], 'Parts and accessories of computers', 'কম্পিউটারের যন্ত্রাংশ ও আনুষঙ্গিক সামগ্রী'],
  ['84798900', 'NAR', [1, 0, 0, 15, 5, 7.5], 'Machines having individual functions, n.e.s.', 'স্বতন্ত্র কার্যসম্পন্ন যন্ত্র, অন্য কোথাও উল্লিখিত নয়'],
  ['84821000', 'NAR', [10, 0, 0, 15, 5, 7.5], 'Ball bearings', 'বল বিয়ারিং'],
  // Chapter 85
  ['85013100', 'NAR', [15, 0, 0, 15, 5, 7.5], 'DC motors and DC generators of low output, other than photovoltaic generators', 'কম ক্ষমতার ডিসি মোটর ও ডিসি জেনারেটর, ফটোভোলটাইক জেনারেটর ব্যতীত'],
  ['85021100', 'NAR', [1, 0, 0, 15, 5, 7.5], 'Diesel generating sets, output not over 75 kVA', 'ডিজেল জেনারেটিং সেট, ক্ষমতা ৭৫ কেভিএ এর বেশি নয়'],
  ['85021300', 'NAR', [1, 0, 0, 15, 5, 7.5], 'Diesel generating sets, output over 375 kVA', 'ডিজেল জেনারেটিং সেট, ক্ষমতা ৩৭৫ কেভিএ এর বেশি'],
  ['85042100', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Liquid dielectric transformers, not over 650 kVA', 'তরল ডাইইলেকট্রিক ট্রান্সফরমার, ক্ষমতা ৬৫০ কেভিএ এর বেশি নয়'],
  ['85044020', 'NAR', [15, 0, 0, 15, 5, 7.5], 'UPS and IPS, capacity up to 2000 VA', 'ইউপিএস ও আইপিএস, ক্ষমতা ২০০০ ভিএ পর্যন্ত'],
  ['85044040', 'NAR', [1, 0, 0, 15, 5, 7.5], 'Solar inverters', 'সোলার ইনভার্টার'],
  ['85061000', 'NAR', [25, 3, 20, 15, 5, 7.5], 'Manganese dioxide primary cells and batteries', 'ম্যাঙ্গানিজ ডাই-অক্সাইডের প্রাথমিক সেল ও ব্যাটারি'],
  ['85071000', 'NAR', [25, 3, 20, 15, 5, 7.5], 'Lead-acid accumulators for starting piston engines', 'পিস্টন ইঞ্জিন চালু করার লেড-অ্যাসিড ব্যাটারি'],
  ['85076000', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Lithium-ion accumulators', 'লিথিয়াম-আয়ন ব্যাটারি'],
  ['85163100', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Electric hair dryers', 'বৈদ্যুতিক হেয়ার ড্রায়ার'],
  ['85165000', 'NAR', [25, 3, 20, 15, 5, 7.5], 'Microwave ovens', 'মাইক্রোওয়েভ ওভেন'],
  ['85166000', 'NAR', [25, 3, 20, 15, 5, 7.5], 'Electric ovens, cookers, cooking plates and grillers', 'বৈদ্যুতিক ওভেন, কুকার, রান্নার প্লেট ও গ্রিলার'],
  ['85171300', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Smartphones', 'স্মার্টফোন'],
  ['85171400', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Other telephones for cellular or other wireless networks (feature phones)', 'সেলুলার বা অন্যান্য তারবিহীন নেটওয়ার্কের টেলিফোন (ফিচার ফোন)'],
  ['85176230', 'NAR', [10, 0, 0, 0, 2, 7.5], 'Modems, network switches, hubs and routers', 'মডেম, নেটওয়ার্ক সুইচ, হাব ও রাউটার'],
  ['85183000', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Headphones, earphones and combined microphone/speaker sets', 'হেডফোন, ইয়ারফোন ও মাইক্রোফোন-স্পিকার সমন্বিত সেট'],
  ['85287200', 'NAR', [25, 3, 20, 15, 5, 7.5], 'Colour television reception apparatus, other, in CKD condition', 'রঙিন টেলিভিশন গ্রাহকযন্ত্র, অন্যান্য, সিকেডি অবস্থায়'],
  ['85371020', 'NAR', [10, 0, 0, 15, 5, 7.5], 'Electric control and distribution panels, for a voltage not over 1000 V', 'বৈদ্যুতিক নিয়ন্ত্রণ ও বিতরণ প্যানেল, ১০০০ ভোল্ট পর্যন্ত'],
  ['85395200', 'NAR', [25, 5, 0, 15, 5, 7.5], 'LED lamps', 'এলইডি বাতি'],
  ['85414300', 'NAR', [1, 0, 0, 15, 5, 7.5], 'Photovoltaic cells assembled in modules or made up into panels (solar panels)', 'মডিউল বা প্যানেলে সংযোজিত ফটোভোলটাইক সেল (সোলার প্যানেল)'],
  ['85423110', 'NAR', [5, 0, 0, 15, 5, 7.5], 'Processors and controllers: SIM modules', 'প্রসেসর ও কন্ট্রোলার: সিম মডিউল'],
  ['85423190', 'NAR', [10, 0, 0, 15, 5, 7.5], 'Processors and controllers, other than SIM modules', 'প্রসেসর ও কন্ট্রোলার, সিম মডিউল ব্যতীত'],
  ['85444900', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Electric conductors for a voltage not over 1000 V, not fitted with connectors, other', 'বৈদ্যুতিক পরিবাহী তার, ১০০০ ভোল্ট পর্যন্ত, সংযোগকারীবিহীন, অন্যান্য'],
  // Chapter 86
  ['86021000', 'NAR', [5, 0, 0, 15, 5, 7.5], 'Diesel-electric locomotives', 'ডিজেল-ইলেকট্রিক লোকোমোটিভ'],
  ['86061000', 'NAR', [5, 0, 0, 15, 5, 7.5], 'Railway tank wagons, not self-propelled', 'রেলওয়ের ট্যাংক ওয়াগন, স্বচালিত নয়'],
  ['86069100', 'NAR', [5, 0, 0, 15, 5, 7.5], 'Covered and closed railway goods wagons', 'আচ্ছাদিত ও বন্ধ রেলওয়ে মালবাহী ওয়াগন'],
  ['86072100', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Air brakes and parts thereof, for railway rolling stock', 'রেলওয়ে রোলিং স্টকের এয়ার ব্রেক ও তার যন্ত্রাংশ'],
  ['86090010', 'NAR', [15, 0, 0, 0, 5, 0], 'Insulated or refrigerated containers', 'তাপনিরোধক বা রেফ্রিজারেটেড কন্টেইনার'],
  // Chapter 87
  ['87011000', 'NAR', [5, 0, 0, 15, 5, 7.5], 'Single-axle tractors (power tillers)', 'একক অক্ষের ট্রাক্টর (পাওয়ার টিলার)'],
  ['87021020', 'NAR', [10, 0, 0, 15, 5, 7.5], 'Buses, built-up, 40 or more seats', 'বাস, সম্পূর্ণ তৈরি (সিবিইউ), আসনসংখ্যা ৪০ বা তার বেশি'],
  ['87021030', 'NAR', [5, 0, 0, 15, 5, 7.5], 'Buses, built-up, more than 15 but not more than 40 seats including the driver', 'বাস, সম্পূর্ণ তৈরি (সিবিইউ), চালকসহ আসনসংখ্যা ১৫ এর বেশি কিন্তু ৪০ এর বেশি নয়'],
  ['87032131', 'NAR', [25, 3, 45, 15, 5, 7.5], 'New motor cars, CBU, cylinder capacity not over 1000 cc', 'নতুন মোটরগাড়ি, সিবিইউ, সিলিন্ডার ক্ষমতা ১০০০ সিসির বেশি নয়'],
  ['87032211', 'NAR', [25, 3, 45, 15, 5, 7.5], 'Reconditioned motor cars, CBU, over 1000 cc but not over 1500 cc', 'রিকন্ডিশন্ড মোটরগাড়ি, সিবিইউ, ১০০০ সিসির বেশি কিন্তু ১৫০০ সিসির বেশি নয়'],
  ['87032221', 'NAR', [25, 3, 45, 15, 5, 7.5], 'New motor cars, CBU, over 1000 cc but not over 1500 cc', 'নতুন মোটরগাড়ি, সিবিইউ, ১০০০ সিসির বেশি কিন্তু ১৫০০ সিসির বেশি নয়'],
  ['87032224', 'NAR', [5, 0, 0, 15, 5, 7.5], 'Ambulances with essential equipment, passenger cabin longer than 9 ft, over 1000 cc but not over 1500 cc', 'প্রয়োজনীয় সরঞ্জামসহ অ্যাম্বুলেন্স, যাত্রী কেবিন ৯ ফুটের বেশি লম্বা, ১০০০ সিসির বেশি কিন্তু ১৫০০ সিসির বেশি নয়'],
  ['87032331', 'NAR', [25, 3, 100, 15, 5, 7.5], 'Reconditioned motor cars, CBU, over 1600 cc but not over 2000 cc', 'রিকন্ডিশন্ড মোটরগাড়ি, সিবিইউ, ১৬০০ সিসির বেশি কিন্তু ২০০০ সিসির বেশি নয়'],
  ['87032351', 'NAR', [25, 3, 250, 15, 5, 7.5], 'Reconditioned motor cars, CBU, over 2000 cc but not over 3000 cc', 'রিকন্ডিশন্ড মোটরগাড়ি, সিবিইউ, ২০০০ সিসির বেশি কিন্তু ৩০০০ সিসির বেশি নয়'],
  ['87032411', 'NAR', [25, 3, 500, 15, 5, 7.5], 'Reconditioned motor cars, CBU, over 3000 cc but not over 4000 cc', 'রিকন্ডিশন্ড মোটরগাড়ি, সিবিইউ, ৩০০০ সিসির বেশি কিন্তু ৪০০০ সিসির বেশি নয়'],
  ['87034021', 'NAR', [25, 3, 45, 15, 5, 7.5], 'Hybrid motor cars (spark-ignition and electric, not plug-in), CBU, new, over 1600 cc but under 2000 cc', 'হাইব্রিড মোটরগাড়ি (স্পার্ক-ইগনিশন ও বৈদ্যুতিক, প্লাগ-ইন নয়), সিবিইউ, নতুন, ১৬০০ সিসির বেশি কিন্তু ২০০০ সিসির কম'],
  ['87038000', 'NAR', [25, 3, 20, 15, 5, 7.5], 'Vehicles with only an electric motor for propulsion', 'শুধু বৈদ্যুতিক মোটরচালিত যানবাহন'],
  ['87042112', 'NAR', [25, 3, 45, 15, 5, 7.5], 'Double-cabin pickups, CBU, at least 4 doors, not over 1600 cc', 'ডাবল কেবিন পিকআপ, সিবিইউ, অন্তত ৪ দরজা, ১৬০০ সিসির বেশি নয়'],
  ['87042121', 'NAR', [10, 0, 0, 15, 5, 7.5], 'Trucks and pickups in CKD condition, gross vehicle weight not over 5 tonnes', 'সিকেডি অবস্থায় ট্রাক ও পিকআপ, মোট যানবাহন ওজন ৫ টনের বেশি নয়'],
  ['87042219', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Diesel goods vehicles, gross vehicle weight over 5 but not over 20 tonnes, CBU, other', 'ডিজেলচালিত মালবাহী যান, মোট যানবাহন ওজন ৫ টনের বেশি কিন্তু ২০ টনের বেশি নয়, সিবিইউ, অন্যান্য'],
  ['87089900', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Other parts and accessories of motor vehicles', 'মোটরযানের অন্যান্য যন্ত্রাংশ ও আনুষঙ্গিক সামগ্রী'],
  ['87112011', 'NAR', [25, 3, 60, 15, 5, 7.5], 'Motorcycles with four-stroke piston engine, over 50 cc but not over 250 cc, CBU', 'ফোর-স্ট্রোক পিস্টন ইঞ্জিনের মোটরসাইকেল, ৫০ সিসির বেশি কিন্তু ২৫০ সিসির বেশি নয়, সিবিইউ'],
  ['87112041', 'NAR', [25, 3, 20, 15, 5, 7.5], 'Motorcycles with four-stroke engine, 50 to 250 cc, in CKD condition', 'ফোর-স্ট্রোক ইঞ্জিনের মোটরসাইকেল, ৫০ থেকে ২৫০ সিসি, সিকেডি অবস্থায়'],
  ['87116000', 'NAR', [10, 0, 0, 15, 5, 7.5], 'Motorcycles with an electric motor for propulsion', 'বৈদ্যুতিক মোটরচালিত মোটরসাইকেল'],
  ['87120000', 'NAR', [25, 3, 20, 15, 5, 7.5], 'Bicycles and other cycles, not motorised', 'বাইসাইকেল ও অন্যান্য সাইকেল, মোটরবিহীন'],
  // Chapter 88
  ['88023000', 'NAR', [0, 0, 0, 0, 0, 7.5], 'Aeroplanes of an unladen weight over 2000 kg but not over 15000 kg', 'উড়োজাহাজ, খালি ওজন ২০০০ কেজির বেশি কিন্তু ১৫০০০ কেজির বেশি নয়'],
  ['88024000', 'NAR', [0, 0, 0, 0, 0, 7.5], 'Aeroplanes of an unladen weight over 15000 kg', 'উড়োজাহাজ, খালি ওজন ১৫০০০ কেজির বেশি'],
  ['88026000', 'NAR', [0, 0, 0, 0, 5, 7.5], 'Spacecraft, including satellites, and launch vehicles', 'মহাকাশযান (কৃত্রিম উপগ্রহসহ) ও উৎক্ষেপণ যান'],
  ['88062100', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Unmanned aircraft for remote-controlled flight only, maximum take-off weight not over 250 g', 'শুধু দূরনিয়ন্ত্রিত উড্ডয়নের মনুষ্যবিহীন আকাশযান (ড্রোন), সর্বোচ্চ উড্ডয়ন ওজন ২৫০ গ্রামের বেশি নয়'],
  ['88073090', 'KGM', [0, 0, 0, 0, 5, 7.5], 'Other parts of aeroplanes, helicopters or unmanned aircraft', 'উড়োজাহাজ, হেলিকপ্টার বা মনুষ্যবিহীন আকাশযানের অন্যান্য যন্ত্রাংশ'],
  // Chapter 89
  ['89012090', 'NAR', [10, 0, 0, 15, 5, 7.5], 'Tankers, other', 'ট্যাংকার, অন্যান্য'],
  ['89019090', 'NAR', [10, 0, 0, 15, 5, 7.5], 'Cargo vessels and vessels for both persons and goods, other', 'মালবাহী জাহাজ ও যাত্রী-মালবাহী জাহাজ, অন্যান্য'],
  ['89020000', 'NAR', [1, 0, 0, 15, 5, 7.5], 'Fishing vessels and factory ships for processing fish', 'মাছ ধরার নৌযান ও মাছ প্রক্রিয়াকরণ জাহাজ'],
  ['89040000', 'NAR', [10, 0, 0, 15, 5, 7.5], 'Tugs and pusher craft', 'টাগ ও পুশার নৌযান'],
  // Chapter 90
  ['90013000', 'NAR', [10, 0, 0, 15, 5, 7.5], 'Contact lenses', 'কন্টাক্ট লেন্স'],
  ['90031100', 'NAR', [25, 3, 10, 15, 5, 7.5], 'Spectacle frames and mountings of plastics', 'প্লাস্টিকের চশমার ফ্রেম'],
  ['90041000', 'NAR', [25, 3, 10, 15, 5, 7.5], 'Sunglasses', 'রোদচশমা (সানগ্লাস)'],
  ['90181300', 'NAR', [0, 0, 0, 15, 5, 7.5], 'Magnetic resonance imaging (MRI) apparatus', 'ম্যাগনেটিক রেজোন্যান্স ইমেজিং (এমআরআই) যন্ত্র'],
  ['90181990', 'NAR', [1, 0, 0, 15, 5, 7.5], 'Other electro-diagnostic apparatus', 'অন্যান্য ইলেকট্রো-ডায়াগনস্টিক যন্ত্র'],
  ['90183140', 'NAR', [10, 0, 0, 15, 5, 7.5], 'Auto-disable syringes', 'অটো-ডিসেবল সিরিঞ্জ'],
  ['90183914', 'NAR', [10, 0, 0, 15, 5, 7.5], 'IV cannulae', 'আইভি ক্যানুলা'],
  ['90213900', 'NAR', [0, 0, 0, 0, 2, 0], 'Other artificial parts of the body, other than joints', 'দেহের অন্যান্য কৃত্রিম অঙ্গ (কৃত্রিম অস্থিসন্ধি ব্যতীত)'],
  ['90221400', 'NAR', [1, 0, 0, 15, 5, 7.5], 'X-ray apparatus for medical, surgical or veterinary use', 'চিকিৎসা, শল্যচিকিৎসা বা পশুচিকিৎসায় ব্যবহৃত এক্স-রে যন্ত্র'],
  ['90283020', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Pre-payment and programmable multi-tariff electricity meters', 'প্রিপেইড ও প্রোগ্রামযোগ্য বহু-ট্যারিফ বিদ্যুৎ মিটার'],
  // Chapter 91
  ['91021110', 'NAR', [0, 0, 0, 0, 2, 7.5], 'Battery-operated wrist watches with mechanical display, specially designed for the blind', 'দৃষ্টিপ্রতিবন্ধীদের জন্য বিশেষভাবে তৈরি ব্যাটারিচালিত হাতঘড়ি, যান্ত্রিক প্রদর্শনী'],
  ['91021190', 'NAR', [10, 0, 0, 15, 5, 7.5], 'Battery-operated wrist watches with mechanical display only, other than for the blind', 'ব্যাটারিচালিত হাতঘড়ি, শুধু যান্ত্রিক প্রদর্শনী, দৃষ্টিপ্রতিবন্ধীদের জন্য তৈরি ব্যতীত'],
  ['91022190', 'NAR', [10, 0, 0, 15, 5, 7.5], 'Wrist watches with automatic winding, other than for the blind', 'স্বয়ংক্রিয় দমযুক্ত হাতঘড়ি, দৃষ্টিপ্রতিবন্ধীদের জন্য তৈরি ব্যতীত'],
  ['91059100', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Other clocks, electrically operated', 'অন্যান্য বিদ্যুৎচালিত ঘড়ি'],
  // Chapter 92
  ['92029000', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Other string musical instruments (e.g. guitars, sitars)', 'অন্যান্য তারযন্ত্র (যেমন গিটার, সেতার)'],
  ['92060000', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Percussion musical instruments (e.g. drums, tabla, cymbals)', 'তালবাদ্য (যেমন ঢোল, তবলা, করতাল)'],
  ['92071000', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Electronic keyboard instruments, other than accordions', 'ইলেকট্রনিক কি-বোর্ড বাদ্যযন্ত্র, অ্যাকর্ডিয়ন ব্যতীত'],
  ['92093000', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Musical instrument strings', 'বাদ্যযন্ত্রের তার'],
  // Chapter 93
  ['93032010', 'NAR', [5, 0, 0, 15, 5, 7.5], 'Sporting, hunting or target-shooting shotguns imported by or on behalf of the Government of Bangladesh', 'বাংলাদেশ সরকার কর্তৃক বা সরকারের পক্ষে আমদানিকৃত খেলা, শিকার বা লক্ষ্যভেদের শটগান'],
  ['93032090', 'NAR', [25, 3, 100, 15, 5, 7.5], 'Other sporting, hunting or target-shooting shotguns', 'অন্যান্য খেলা, শিকার বা লক্ষ্যভেদের শটগান'],
  ['93040010', 'NAR', [10, 0, 0, 15, 5, 7.5], 'Match weapons for sports shooting', 'ক্রীড়া শুটিংয়ে ব্যবহৃত প্রতিযোগিতার অস্ত্র'],
  ['93062100', 'NAR', [25, 3, 100, 15, 5, 7.5], 'Cartridges for shotguns', 'শটগানের কার্তুজ'],
  // Chapter 94
  ['94016100', 'NAR', [25, 3, 45, 15, 5, 7.5], 'Upholstered seats with wooden frames', 'কাঠের ফ্রেমের গদিযুক্ত আসন'],
  ['94017100', 'NAR', [25, 3, 45, 15, 5, 7.5], 'Upholstered seats with metal frames', 'ধাতব ফ্রেমের গদিযুক্ত আসন'],
  ['94029010', 'NAR', [5, 0, 0, 0, 5, 7.5], 'Hospital beds', 'হাসপাতালের শয্যা'],
  ['94031000', 'NAR', [25, 20, 20, 15, 5, 7.5], 'Metal furniture of a kind used in offices, other than seats', 'অফিসে ব্যবহৃত ধাতব আসবাবপত্র (আসন ব্যতীত)'],
  ['94036090', 'NAR', [25, 20, 20, 15, 5, 7.5], 'Other wooden furniture', 'অন্যান্য কাঠের আসবাবপত্র'],
  ['94042100', 'NAR', [25, 3, 20, 15, 5, 7.5], 'Mattresses of cellular rubber or plastics', 'সেলুলার রাবার বা প্লাস্টিকের তোশক (ম্যাট্রেস)'],
  ['94051100', 'NAR', [25, 3, 60, 15, 5, 7.5], 'Chandeliers and ceiling or wall luminaires designed for LED light sources only', 'শুধু এলইডি আলোর উৎসের জন্য নকশাকৃত ঝাড়বাতি এবং সিলিং বা দেয়ালের বাতি'],
  ['94061000', 'KGM', [15, 0, 0, 15, 5, 7.5], 'Prefabricated buildings of wood', 'কাঠের প্রিফেব্রিকেটেড ভবন'],
  // Chapter 95
  ['95030090', 'KGM', [25, 3, 20, 15, 5, 7.5], 'Tricycles, scooters, dolls and other toys, other than puzzles', 'ট্রাইসাইকেল, স্কুটার, পুতুল ও অন্যান্য খেলনা (ধাঁধা ব্যতীত)'],
  ['95045000', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Video game consoles and machines', 'ভিডিও গেম কনসোল ও মেশিন'],
  ['95051000', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Articles for Christmas festivities', 'বড়দিন উৎসবের সামগ্রী'],
  ['95066200', 'NAR', [10, 0, 0, 15, 5, 7.5], 'Inflatable balls (footballs, volleyballs and the like)', 'বাতাস ভরা বল (ফুটবল, ভলিবল ও অনুরূপ)'],
  ['95069900', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Other sports and outdoor-games equipment (including cricket equipment)', 'অন্যান্য খেলাধুলা ও বহিরঙ্গন খেলার সরঞ্জাম (ক্রিকেট সরঞ্জামসহ)'],
  // Chapter 96
  ['96032100', 'NAR', [25, 3, 20, 15, 5, 7.5], 'Toothbrushes, including dental-plate brushes', 'টুথব্রাশ (ডেন্টাল-প্লেট ব্রাশসহ)'],
  ['96062100', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Buttons of plastics, not covered with textile material', 'প্লাস্টিকের বোতাম, বস্ত্রাবৃত নয়'],
  ['96071100', 'KGM', [10, 0, 0, 15, 5, 7.5], 'Slide fasteners (zips) with chain scoops of base metal', 'অমূল্য ধাতুর দাঁতযুক্ত স্লাইড ফাস্টেনার (চেইন)'],
  ['96081000', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Ball-point pens', 'বলপয়েন্ট কলম'],
  ['96091000', 'NAR', [10, 0, 0, 0, 5, 7.5], 'Pencils and crayons with leads encased in a sheath', 'খাপে আবদ্ধ শীষযুক্ত পেনসিল ও ক্রেয়ন'],
  ['96190000', 'KGM', [25, 3, 45, 15, 5, 7.5], "Sanitary pads, tampons, babies' napkins (diapers) and similar articles", 'স্যানিটারি প্যাড, ট্যাম্পন, শিশুদের ন্যাপকিন (ডায়াপার) ও অনুরূপ সামগ্রী'],
  // Chapter 97
  ['97019100', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Paintings, drawings and pastels, not over 100 years old', 'চিত্রকর্ম, অঙ্কন ও প্যাস্টেল, ১০০ বছরের বেশি পুরোনো নয়'],
  ['97039000', 'NAR', [25, 3, 0, 15, 5, 7.5], 'Original sculptures and statuary, not over 100 years old', 'মৌলিক ভাস্কর্য ও মূর্তি, ১০০ বছরের বেশি পুরোনো নয়'],
  ['97040000', 'KGM', [25, 3, 0, 15, 5, 7.5], 'Postage or revenue stamps, first-day covers and the like, not current', 'ডাক বা রাজস্ব টিকিট, প্রথম দিবসের খাম ও অনুরূপ সামগ্রী, প্রচলিত নয়'],
  ['97061000', 'NAR', [5, 0, 0, 15, 5, 7.5], 'Antiques of an age exceeding 100 years', '১০০ বছরের বেশি পুরোনো প্রত্নসামগ্রী (অ্যান্টিক)'],
];

// Lines the FY2025-26 budget replaced: the single feed-additive line was split by use (23099011 to 23099019)
// and processors and controllers were split to single out SIM modules (85423110, 85423190).
const PREVIOUS_ONLY_LINES = [
  [
    '23099010',
    'KGM',
    [5, 0, 0, 0, 2, 7.5],
    'Preparations for making complete or supplementary feed (vitamins, minerals, amino acids, probiotics and the like)',
    'পূর্ণাঙ্গ বা সম্পূরক পশুখাদ্য তৈরির প্রস্তুতি (ভিটামিন, খনিজ, অ্যামাইনো অ্যাসিড, প্রোবায়োটিক ইত্যাদি)',
  ],
  [
    '85423100',
    'NAR',
    [10, 0, 0, 15, 5, 7.5],
    'Processors and controllers (electronic integrated circuits)',
    'প্রসেসর ও কন্ট্রোলার (ইলেকট্রনিক ইন্টিগ্রেটেড সার্কিট)',
  ],
];
const CURRENT_ONLY_CODES = new Set(['23099011', '23099013', '23099019', '85423110', '85423190']);

// How FY2024-25 differed from FY2025-26: [codes, the FY2024-25 rates that differ].
// prettier-ignore
const PREVIOUS_YEAR_CHANGES = [
  // FY2025-26 lowered duty on crude oil and refined fuels when it moved them to invoice-based valuation.
  [['27090000'], { cd: 5 }],
  [['27101219', '27101241', '27101249', '27101262'], { cd: 10 }],
  // VAT on imported LNG was withdrawn in FY2025-26; advance tax was 2% before.
  [['27111100'], { vat: 15, at: 2 }],
  // Renewable energy: solar inverters cut from 10% to 1%.
  [['85044040'], { cd: 10 }],
  // Supplementary duty on woven and knitted fabrics halved from 20% to 10%.
  [
    [
      '52081200', '52083200', '52085200', '52093200', '52094200', '52103100', '52114200',
      '54075200', '54076100', '55121990', '55132100', '60019100', '60062200', '60063200',
    ],
    { sd: 20 },
  ],
  // Regulatory duty on ready-made garments withdrawn.
  [
    [
      '61034200', '61051000', '61091000', '61099000', '61112000',
      '62034200', '62052000', '62063000', '62092000', '62114200',
    ],
    { rd: 3 },
  ],
  // Regulatory duty raised to protect local producers.
  [['85395200', '40112010', '40114000'], { rd: 3 }],
  [['28070000', '35051000', '35069190'], { rd: 10 }],
  [['26209910'], { rd: 0 }],
  // Industrial raw materials: customs duty cut from 10% to 5%.
  [
    ['39076100', '28362000', '72251100', '74031100', '76011000', '76012000', '38099100', '32041100', '32041600', '52021000'],
    { cd: 10 },
  ],
  [['39201030'], { cd: 10 }],
  // Medical equipment and active ingredients.
  [['94029010'], { cd: 10 }],
  [['90181990', '90221400'], { cd: 5 }],
  [['90183914'], { cd: 15 }],
  [['29411000', '29362700'], { cd: 5 }],
  // Household appliances: supplementary duty reduced.
  [['85165000', '85166000', '85287200'], { sd: 30 }],
  [['84181000', '84182100'], { sd: 45 }],
  [['85076000'], { sd: 10 }],
  [['87038000'], { sd: 45 }],
  // Tobacco products for heating or vaping: supplementary duty raised.
  [['24031100', '24041200'], { sd: 100 }],
  // Cosmetics.
  [['33049920'], { sd: 60 }],
  [['33072000'], { sd: 45 }],
  // Galvanised and colour-coated sheet: regulatory duty cut from 10% to 3%.
  [['72104100', '72107099'], { rd: 10 }],
  // Fresh fruit: supplementary duty was 20% before the rise to 30% (January 2025).
  [['08051090', '08052190', '08061090', '08081090'], { sd: 20 }],
  // LED luminaires: supplementary duty raised.
  [['94051100'], { sd: 45 }],
  // Electric motorcycles, agricultural machinery, LPG cylinders, buses, fishing nets, prepaid meters.
  [['87116000'], { cd: 25, rd: 3 }],
  [['84335100'], { cd: 1 }],
  [['73110020'], { cd: 10 }],
  [['87021030'], { cd: 10 }],
  [['56081190'], { cd: 15 }],
  [['90283020'], { cd: 10, rd: 0 }],
];

const RATE_NAMES = ['cd', 'rd', 'sd', 'vat', 'ait', 'at'];

/** A rate as the tariff writes it: two decimals. */
const percent = (rate) => rate.toFixed(2);

function commodityRecord([code, unit, rateList, description, descriptionTranslated], overrides = {}) {
  const rates = {
    ...Object.fromEntries(RATE_NAMES.map((name, index) => [name, rateList[index]])),
    ...overrides,
  };
  return {
    code,
    description,
    descriptionTranslated,
    hsCode: code.slice(0, 6),
    pr1: code.slice(6, 8),
    chapterCode: code.slice(0, 2),
    headingCode: code.slice(0, 4),
    supplementaryUnit1Code: unit,
    tax01: percent(rates.cd),
    tax02: percent(rates.sd),
    tax03: percent(rates.vat),
    tax04: percent(rates.ait),
    tax05: percent(rates.at),
    tax06: percent(0),
    tax07: percent(rates.rd),
    tax08: totalTaxIncidenceText(rates),
  };
}

function previousYearOverrides() {
  const overrides = new Map();
  const known = new Set(CURRENT_LINES.map(([code]) => code));
  for (const [codes, rates] of PREVIOUS_YEAR_CHANGES) {
    for (const code of codes) {
      if (!known.has(code))
        throw new Error(`PREVIOUS_YEAR_CHANGES names ${code}, which is not a tariff line`);
      if (overrides.has(code)) throw new Error(`${code} appears twice in PREVIOUS_YEAR_CHANGES`);
      overrides.set(code, rates);
    }
  }
  return overrides;
}

const byCode = (a, b) => a.code.localeCompare(b.code);

const overrides = previousYearOverrides();
const previousRecords = [
  ...CURRENT_LINES.filter(([code]) => !CURRENT_ONLY_CODES.has(code)).map((line) =>
    commodityRecord(line, overrides.get(line[0])),
  ),
  ...PREVIOUS_ONLY_LINES.map((line) => commodityRecord(line)),
].sort(byCode);

// The current year is the real tariff (npm run reference-data); the sample keeps the year before it, to show
// the dates of validity, and a next year after it (commodityNextYear.mjs), to show a coming change. One
// record per line: the next year is the whole tariff.
writeSampleFile(
  'commodity',
  [
    { validFromDate: PREVIOUS_YEAR_FROM, records: previousRecords },
    { validFromDate: NEXT_YEAR_FROM, records: nextYearRecords() },
  ],
  { oneRecordPerLine: true },
);
