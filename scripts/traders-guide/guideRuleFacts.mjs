// The traders' guide's starting rules, one row per rule, kept by hand. Each row names its source (a key of
// GUIDE_SOURCES, or `bch` with the row of bd_import_supporting_documents.csv it comes from, which may add a
// further source as `sourceKey`) and its authority (a key of GUIDE_AUTHORITIES). Lists left out are empty:
// every commodity, origin or procedure.
// Where a source names products and not tariff codes, the prefixes are our reading of them, and the row
// says so in `headings`.

/**
 * The HS chapters and headings read as food, and as feed for people, poultry, fish and animals, for the
 * radioactivity test: edible animal products, vegetables, fruit, cereals, oil seeds, fats, preparations,
 * and the feed residues of chapter 23.
 */
// prettier-ignore
export const FOOD_PREFIXES = [
  '02', '03', '04', '07', '08', '09', '10', '11', '12', '15', '16', '17', '18', '19', '20', '21',
  '2301', '2302', '2304', '2306', '2309',
];

/** Plants and plant products (chapters 06 to 14) and raw cotton: imported only with a plant quarantine permit. */
export const PLANT_PREFIXES = ['06', '07', '08', '09', '10', '11', '12', '13', '14', '5201'];

/** Fresh, chilled, frozen, dried, salted and smoked fish and fish fillets. */
export const FISH_PREFIXES = ['0302', '0303', '0304', '0305'];

/**
 * Products under BSTI's mandatory certification, as the press reported the gazette notifications, by the
 * heading or subheading we read each product under.
 */
// prettier-ignore
export const BSTI_PREFIXES = [
  // 3 July 2018 (New Age and The Financial Express, 12 July 2018): poultry and fish feed, muri, pasta,
  // chocolate, chewing gum, follow-up formula, tissue paper, sanitary napkins, coffee, skin and baby care,
  // gas cylinders, air conditioners, refrigerators, DAP, circuit breakers, electricity meters, taps, paints.
  '2309', '1904', '1902', '1806', '1704', '1901', '4818', '9619', '0901', '2101', '3304', '3305', '7311',
  '7613', '8415', '8418', '310530', '853620', '9028', '848180', '3208', '3209',
  // 31 January 2021 (New Age, 5 February 2021): potato chips, gold, UHT and flavoured milk, flavoured drinks,
  // ice lolly, vinegar, oats, detergents and cleaners, razor blades, hand sanitiser, bricks, paving blocks,
  // plastic pipes, shoes, tyres.
  '200520', '7108', '0401', '2202', '2105', '2209', '1104', '3402', '8212', '380894', '6904', '6810', '3917',
  '64', '4011',
  // The 37 products BSTI's council added later (goodnewsetc.com): microwave ovens, UPS, green tea, soy sauce,
  // cheeses, toilet soaps, safety helmets.
  '851650', '850440', '0902', '2103', '0406', '3401', '650610',
];

/** Live animals and animal products (human hair, 0501, left out where the rules name these). */
const ANIMAL_PREFIXES = ['01', '02', '04', '05'];

// prettier-ignore
export const GUIDE_RULE_FACTS = [
  // The documents of every import, from Benapole Custom House's list.
  { key: 'import-letter-of-credit', bch: 'LC', documentCode: 'LC', ruleType: 'required', authority: 'importerBank' },
  { key: 'import-commercial-invoice', bch: 'INV', documentCode: 'INV', ruleType: 'required', authority: 'exporter' },
  { key: 'import-bill-of-lading', bch: 'BL', documentCode: 'BL', ruleType: 'conditional', authority: 'shippingLine',
    condition: { en: 'Goods carried by sea.', bn: 'সমুদ্রপথে পরিবাহিত পণ্য।' } },
  { key: 'import-air-waybill', bch: 'BL', documentCode: 'AWB', ruleType: 'conditional', authority: 'airline',
    condition: { en: 'Goods carried by air.', bn: 'আকাশপথে পরিবাহিত পণ্য।' } },
  { key: 'import-truck-railway-receipt', bch: 'BL', documentCode: 'TRR', ruleType: 'conditional', authority: 'landCarrier',
    condition: { en: 'Goods carried by road or rail, through a land port.', bn: 'স্থলবন্দর দিয়ে সড়ক বা রেলপথে পরিবাহিত পণ্য।' } },
  { key: 'import-packing-list', bch: 'PL', documentCode: 'PL', ruleType: 'required', authority: 'exporter' },
  { key: 'import-certificate-of-origin', bch: 'COO', documentCode: 'COO', ruleType: 'required', authority: 'originAuthority',
    exceptCommodityPrefixes: ['2701'],
    condition: { en: 'Not asked for coal (HS 2701), nor for the imports of export-oriented garment industries.',
      bn: 'কয়লা (এইচএস ২৭০১) এবং রপ্তানিমুখী পোশাক শিল্পের আমদানির ক্ষেত্রে প্রয়োজন নেই।' } },
  { key: 'import-insurance', bch: 'INS', documentCode: 'INS', ruleType: 'required', authority: 'insurer' },
  { key: 'import-vat-registration', bch: 'BIN', documentCode: 'BIN', ruleType: 'required', authority: 'nbr' },
  { key: 'import-bsti-certificate', bch: 'BSTI', documentCode: 'BSTI', ruleType: 'conditional', authority: 'bsti',
    commodityPrefixes: BSTI_PREFIXES, headings: 'the listed products’ headings, read by us', sourceKey: 'bstiList',
    condition: { en: 'The product is on BSTI’s list of goods under mandatory certification. A test certificate from an accredited laboratory of the exporting country may be accepted instead.',
      bn: 'পণ্যটি বিএসটিআইয়ের বাধ্যতামূলক সনদের তালিকাভুক্ত। এর পরিবর্তে রপ্তানিকারক দেশের অ্যাক্রিডিটেড ল্যাবরেটরির পরীক্ষা সনদ গ্রহণযোগ্য হতে পারে।' } },
  { key: 'import-food-radioactivity-report', bch: 'RAD', documentCode: 'RAD', ruleType: 'required', authority: 'exportingAuthority',
    commodityPrefixes: FOOD_PREFIXES, headings: 'food and feed chapters read by us', sourceKey: 'radiationTest',
    condition: { en: 'Food, and feed for people, poultry, fish and animals, enters only with a radioactivity test report.',
      bn: 'খাদ্য এবং মানুষ, হাঁস-মুরগি, মাছ ও পশুর খাদ্য তেজস্ক্রিয়তা পরীক্ষার প্রতিবেদন ছাড়া আমদানি করা যায় না।' } },
  { key: 'import-food-baec-clearance', bch: 'BAEC', documentCode: 'BAEC', ruleType: 'conditional', authority: 'baec',
    commodityPrefixes: FOOD_PREFIXES, headings: 'food and feed chapters read by us', sourceKey: 'radiationTest',
    condition: { en: 'Customs sends a sample to the Atomic Energy Commission’s laboratory; the consignment is released on its radiation certificate.',
      bn: 'কাস্টমস নমুনা পরমাণু শক্তি কমিশনের পরীক্ষাগারে পাঠায়; তার তেজস্ক্রিয়তা সনদ পেলে চালান খালাস হয়।' } },
  { key: 'import-pre-shipment-inspection', bch: 'PSI', documentCode: 'PSI', ruleType: 'required', authority: 'psiAgency',
    commodityPrefixes: ['0402', '2701', '2704', '3915', '7207'],
    condition: { en: 'Milk powder and milk products, coal and hard coke, acrylic (3915) and M.S. billets (7207).',
      bn: 'গুঁড়া দুধ ও দুগ্ধজাত পণ্য, কয়লা ও হার্ড কোক, অ্যাক্রিলিক (৩৯১৫) এবং এম.এস. বিলেট (৭২০৭)।' } },

  // Registration of traders.
  { key: 'import-registration-certificate', documentCode: 'IRC', ruleType: 'conditional', authority: 'importControl', sourceKey: 'registration',
    condition: { en: 'Commercial and industrial importers are registered with the CCI&E; imports the Import Policy Order exempts (such as a traveller’s) need none.',
      bn: 'বাণিজ্যিক ও শিল্প আমদানিকারককে আমদানি ও রপ্তানি প্রধান নিয়ন্ত্রকের দপ্তরে নিবন্ধিত হতে হয়; আমদানি নীতি আদেশে অব্যাহতিপ্রাপ্ত আমদানিতে প্রয়োজন নেই।' } },

  // Plant quarantine.
  { key: 'import-plant-quarantine-permit', documentCode: 'PQIP', ruleType: 'required', authority: 'plantQuarantineWing', sourceKey: 'plantQuarantineImport',
    commodityPrefixes: PLANT_PREFIXES,
    condition: { en: 'Plants and plant products are imported only with an import permit, applied for before the L/C is opened.',
      bn: 'উদ্ভিদ ও উদ্ভিদজাত দ্রব্য কেবল আমদানি অনুমতিপত্রসহ আমদানি করা যায়; ঋণপত্র খোলার আগে আবেদন করতে হয়।' } },
  { key: 'import-phytosanitary-certificate', documentCode: 'PHY', ruleType: 'required', authority: 'exportingPlantProtection', sourceKey: 'plantQuarantineImport',
    commodityPrefixes: PLANT_PREFIXES,
    condition: { en: 'Issued by the exporting country’s plant protection organisation, declaring the goods free of pests and diseases.',
      bn: 'রপ্তানিকারক দেশের উদ্ভিদ সংরক্ষণ সংস্থা কর্তৃক ইস্যুকৃত, পণ্য রোগ ও বালাইমুক্ত মর্মে ঘোষণাসহ।' } },
  { key: 'import-plant-quarantine-release', documentCode: 'PQC', ruleType: 'conditional', authority: 'plantQuarantineOfficer', sourceKey: 'plantQuarantineRelease',
    commodityPrefixes: PLANT_PREFIXES,
    condition: { en: 'The plant quarantine officer at the point of entry examines the consignment and releases it, after treatment or fumigation where needed.',
      bn: 'প্রবেশ পথের উদ্ভিদ সংগনিরোধ কর্মকর্তা চালান পরীক্ষা করে, প্রয়োজনে শোধন বা ধূমায়নের পর, ছাড় দেন।' } },

  // Medicines.
  { key: 'import-medicines-dgda', documentCode: 'DGDA', ruleType: 'required', authority: 'dgda', sourceKey: 'drugs',
    commodityPrefixes: ['3002', '3003', '3004'],
    condition: { en: 'Medicines are imported only when registered with, and under the licence of, the drug licensing authority.',
      bn: 'ঔষধ কেবল লাইসেন্সিং কর্তৃপক্ষের নিবন্ধন ও লাইসেন্সের আওতায় আমদানি করা যায়।' } },
  { key: 'import-medical-goods-dgda', documentCode: 'DGDA', ruleType: 'conditional', authority: 'dgda', sourceKey: 'drugs',
    commodityPrefixes: ['3001', '3005', '3006'],
    condition: { en: 'When the goods are a medicine or a medical product the DGDA registers.',
      bn: 'যখন পণ্যটি ঔষধ প্রশাসন অধিদপ্তরে নিবন্ধনযোগ্য ঔষধ বা চিকিৎসাসামগ্রী।' } },
  { key: 'import-drug-raw-materials-dgda', documentCode: 'DGDA', ruleType: 'conditional', authority: 'dgda', sourceKey: 'drugRawMaterials',
    commodityPrefixes: ['2936', '2937', '2939', '2941'], headings: 'vitamins, hormones, alkaloids and antibiotics: headings read by us',
    condition: { en: 'Imported as a raw material of medicines by a drug manufacturer.',
      bn: 'ঔষধ প্রস্তুতকারক কর্তৃক ঔষধের কাঁচামাল হিসেবে আমদানি।' } },

  // Animals, animal products and feed.
  { key: 'import-animal-health-certificate', documentCode: 'HC', ruleType: 'required', authority: 'exportingVeterinary', sourceKey: 'animalQuarantine',
    commodityPrefixes: ANIMAL_PREFIXES, exceptCommodityPrefixes: ['0501'],
    condition: { en: 'Live animals and animal products enter only with a health certificate showing them free of infectious disease.',
      bn: 'জীবন্ত প্রাণী ও প্রাণিজাত পণ্য সংক্রামক রোগমুক্ত মর্মে স্বাস্থ্য সনদ ছাড়া আমদানি করা যায় না।' } },
  { key: 'import-animal-import-permit', documentCode: 'DLSIP', ruleType: 'required', authority: 'dls', sourceKey: 'animalQuarantine',
    commodityPrefixes: ANIMAL_PREFIXES, exceptCommodityPrefixes: ['0501'],
    condition: { en: 'Live animals and animal products are imported under a valid import licence.',
      bn: 'জীবন্ত প্রাণী ও প্রাণিজাত পণ্য বৈধ আমদানি লাইসেন্সের আওতায় আমদানি করতে হয়।' } },
  { key: 'import-feed-licence', documentCode: 'DLSIP', ruleType: 'conditional', authority: 'dls', sourceKey: 'feed',
    commodityPrefixes: ['2309'],
    condition: { en: 'Feed for livestock and poultry: the importer holds the DLS feed import licence (fish feed: the Department of Fisheries).',
      bn: 'গবাদিপশু ও হাঁস-মুরগির খাদ্য: আমদানিকারকের প্রাণিসম্পদ অধিদপ্তরের খাদ্য আমদানি লাইসেন্স থাকতে হবে (মৎস্যখাদ্য: মৎস্য অধিদপ্তর)।' } },

  // Fish and fish products.
  { key: 'import-fish-health-certificate', documentCode: 'FHC', ruleType: 'required', authority: 'exportingFishAuthority', sourceKey: 'fishImport',
    commodityPrefixes: FISH_PREFIXES,
    condition: { en: 'Every consignment of fish and fish products comes with the exporting country’s health (salubrity) certificate.',
      bn: 'মৎস্য ও মৎস্যপণ্যের প্রতিটি কনসাইনমেন্টের সাথে রপ্তানিকারক দেশের স্বাস্থ্যকরত্ব সনদ দাখিল করতে হয়।' } },
  { key: 'import-fish-traceability', documentCode: 'FTRC', ruleType: 'required', authority: 'exportingFishAuthority', sourceKey: 'fishImport',
    commodityPrefixes: FISH_PREFIXES,
    condition: { en: 'Every consignment of fish and fish products comes with a traceability certificate.',
      bn: 'মৎস্য ও মৎস্যপণ্যের প্রতিটি কনসাইনমেন্টের সাথে ট্রেসিবিলিটি সনদ দাখিল করতে হয়।' } },
  { key: 'import-fish-halal', documentCode: 'HALAL', ruleType: 'required', authority: 'exportingFishAuthority', sourceKey: 'fishImport',
    commodityPrefixes: FISH_PREFIXES,
    condition: { en: 'Every consignment of fish and fish products comes with a halal certificate.',
      bn: 'মৎস্য ও মৎস্যপণ্যের প্রতিটি কনসাইনমেন্টের সাথে হালাল সনদ দাখিল করতে হয়।' } },
  { key: 'import-fish-no-objection', documentCode: 'FNOC', ruleType: 'required', authority: 'fishInspection', sourceKey: 'fishImportNoc',
    commodityPrefixes: FISH_PREFIXES,
    condition: { en: 'Applied for at least 15 days before the import.', bn: 'আমদানির অন্তত ১৫ দিন আগে আবেদন করতে হয়।' } },
  { key: 'import-fish-quarantine-permit', documentCode: 'FQIP', ruleType: 'required', authority: 'fisheries', sourceKey: 'fishQuarantine',
    commodityPrefixes: ['0301', ...FISH_PREFIXES], headings: 'live fish added by us to the fresh fish of the listing',
    condition: { en: 'Obtained from the Department of Fisheries before the fish are imported.',
      bn: 'মাছ আমদানির আগে মৎস্য অধিদপ্তর থেকে নিতে হয়।' } },

  // Dangerous and controlled goods.
  { key: 'import-explosives-licence', documentCode: 'EXPL', ruleType: 'required', authority: 'explosives', sourceKey: 'explosives',
    commodityPrefixes: ['3601', '3602', '3603', '3604'],
    condition: { en: 'Propellant powders, explosives, detonators and fireworks: import licence, and no-objection before unloading.',
      bn: 'প্রপেল্যান্ট পাউডার, বিস্ফোরক, ডেটোনেটর ও আতশবাজি: আমদানি লাইসেন্স এবং খালাসের আগে অনাপত্তি।' } },
  { key: 'import-calcium-carbide-licence', documentCode: 'EXPL', ruleType: 'required', authority: 'explosives', sourceKey: 'carbide',
    commodityPrefixes: ['284910'],
    condition: { en: 'Calcium carbide: import licence and storage licence of the Department of Explosives.',
      bn: 'ক্যালসিয়াম কার্বাইড: বিস্ফোরক পরিদপ্তরের আমদানি ও মজুদ লাইসেন্স।' } },
  { key: 'import-gas-cylinder-approval', documentCode: 'EXPL', ruleType: 'conditional', authority: 'explosives', sourceKey: 'gasCylinders',
    commodityPrefixes: ['7311', '7613'],
    condition: { en: 'Containers for compressed or liquefied gas (gas cylinders): type approval of the cylinder and its valve.',
      bn: 'সংকুচিত বা তরলীকৃত গ্যাসের পাত্র (গ্যাস সিলিন্ডার): সিলিন্ডার ও ভাল্‌ভের ধরন অনুমোদন।' } },
  { key: 'import-mobile-phones-btrc', documentCode: 'NOC', ruleType: 'required', authority: 'btrc', sourceKey: 'telecom',
    commodityPrefixes: ['851713', '851714'],
    condition: { en: 'Mobile phones: BTRC no-objection certificate or type approval.', bn: 'মোবাইল ফোন: বিটিআরসির অনাপত্তি সনদ বা ধরন অনুমোদন।' } },
  { key: 'import-radio-equipment-btrc', documentCode: 'NOC', ruleType: 'conditional', authority: 'btrc', sourceKey: 'telecom',
    commodityPrefixes: ['8517', '8525', '8526', '8527', '8529'], exceptCommodityPrefixes: ['851713', '851714'],
    condition: { en: 'Radio and telecommunication equipment (transmitters, wireless sets, modems, repeaters): BTRC’s permission before import.',
      bn: 'বেতার ও টেলিযোগাযোগ সরঞ্জাম (ট্রান্সমিটার, ওয়াকিটকি, মডেম, রিপিটার): আমদানির আগে বিটিআরসির অনুমতি।' } },
  { key: 'import-arms-licence', documentCode: 'ARMS', ruleType: 'required', authority: 'homeAffairs', sourceKey: 'arms',
    commodityPrefixes: ['93'],
    condition: { en: 'Arms and ammunition are imported only under licence.', bn: 'অস্ত্র ও গোলাবারুদ কেবল লাইসেন্সের আওতায় আমদানি করা যায়।' } },
  { key: 'import-ozone-depleting-permit', documentCode: 'ODSP', ruleType: 'required', authority: 'environment', sourceKey: 'ozone',
    commodityPrefixes: ['290371', '290372', '290373', '290374', '290375', '290376', '290377'],
    condition: { en: 'HCFCs (such as R-22), halons and CFCs: DoE import permit within Bangladesh’s Montreal Protocol quota.',
      bn: 'এইচসিএফসি (যেমন আর-২২), হ্যালন ও সিএফসি: মন্ট্রিল প্রটোকলের কোটার মধ্যে পরিবেশ অধিদপ্তরের আমদানি অনুমতিপত্র।' } },
  { key: 'import-ozone-depleting-mixtures', documentCode: 'ODSP', ruleType: 'conditional', authority: 'environment', sourceKey: 'ozone',
    commodityPrefixes: ['290314', '290319', '290361', '290378', '290379', '3827'],
    condition: { en: 'When the substance, or a mixture, contains a controlled ozone-depleting substance (carbon tetrachloride, methyl chloroform, methyl bromide, HCFC blends).',
      bn: 'যখন দ্রব্য বা মিশ্রণে নিয়ন্ত্রিত ওজোনস্তর ক্ষয়কারী দ্রব্য থাকে (কার্বন টেট্রাক্লোরাইড, মিথাইল ক্লোরোফর্ম, মিথাইল ব্রোমাইড, এইচসিএফসি মিশ্রণ)।' } },
  { key: 'import-scheduled-chemicals', documentCode: 'CWC', ruleType: 'conditional', authority: 'chemicalWeapons', sourceKey: 'chemicalWeapons',
    commodityPrefixes: ['2812', '2813', '2920', '2921', '2922', '2930', '2931'], headings: 'headings holding scheduled chemicals, read by us',
    condition: { en: 'The chemical is listed in a Schedule of the Chemical Weapons Convention.',
      bn: 'রাসায়নিকটি রাসায়নিক অস্ত্র কনভেনশনের কোনো তফসিলভুক্ত।' } },
  { key: 'import-preferential-origin', documentCode: 'GSPCO', ruleType: 'conditional', authority: 'originAuthority', sourceKey: 'sample', sample: true,
    origins: ['SAARC', 'APTA'], exceptOrigins: ['BD'],
    condition: { en: 'When a preferential rate under SAFTA or APTA is claimed, the certificate of origin is the agreement’s own form.',
      bn: 'সাফটা বা আপটার অগ্রাধিকারমূলক শুল্কহার দাবি করলে উৎস সনদ চুক্তির নির্ধারিত ফরমে হতে হবে।' } },

  // Exports.
  { key: 'export-exp-form', documentCode: 'EXP', ruleType: 'required', authority: 'exporterBank', sourceKey: 'exportProceeds', flows: ['EX'],
    condition: { en: 'Declares that the full export value will be repatriated; samples, personal effects and gifts within the Export Policy’s limits are exempt.',
      bn: 'পূর্ণ রপ্তানিমূল্য দেশে আনা হবে মর্মে ঘোষণা; রপ্তানি নীতির সীমার মধ্যে নমুনা, ব্যক্তিগত মালামাল ও উপহার অব্যাহতিপ্রাপ্ত।' } },
  { key: 'export-registration-certificate', documentCode: 'ERC', ruleType: 'required', authority: 'importControl', sourceKey: 'registration', flows: ['EX'],
    condition: { en: 'Exporters are registered with the CCI&E.', bn: 'রপ্তানিকারককে আমদানি ও রপ্তানি প্রধান নিয়ন্ত্রকের দপ্তরে নিবন্ধিত হতে হয়।' } },
  { key: 'export-commercial-invoice', documentCode: 'INV', ruleType: 'required', authority: 'exporter', sourceKey: 'sample', sample: true, flows: ['EX'],
    condition: null },
  { key: 'export-packing-list', documentCode: 'PL', ruleType: 'required', authority: 'exporter', sourceKey: 'sample', sample: true, flows: ['EX'],
    condition: null },
  { key: 'export-preferential-origin', documentCode: 'GSPCO', ruleType: 'conditional', authority: 'epb', sourceKey: 'exportOrigin', flows: ['EX'],
    condition: { en: 'When the buyer claims a tariff preference: GSP (EU, UK, Canada, Japan and others), SAFTA, APTA.',
      bn: 'যখন ক্রেতা শুল্ক অগ্রাধিকার দাবি করে: জিএসপি (ইইউ, যুক্তরাজ্য, কানাডা, জাপান প্রভৃতি), সাফটা, আপটা।' } },
  { key: 'export-certificate-of-origin', documentCode: 'COO', ruleType: 'conditional', authority: 'chamber', sourceKey: 'exportOrigin', flows: ['EX'],
    condition: { en: 'When the buyer or the importing country asks for a non-preferential certificate of origin.',
      bn: 'যখন ক্রেতা বা আমদানিকারক দেশ অ-অগ্রাধিকারমূলক উৎস সনদ চায়।' } },
  { key: 'export-phytosanitary-certificate', documentCode: 'PHY', ruleType: 'required', authority: 'plantQuarantineWing', sourceKey: 'plantQuarantineExport', flows: ['EX'],
    commodityPrefixes: PLANT_PREFIXES,
    condition: { en: 'Plants and plant products are exported with a phytosanitary certificate of the Plant Quarantine Wing.',
      bn: 'উদ্ভিদ ও উদ্ভিদজাত দ্রব্য উদ্ভিদ সংগনিরোধ উইংয়ের উদ্ভিদ স্বাস্থ্য সনদসহ রপ্তানি করতে হয়।' } },
  { key: 'export-fish-health-certificate', documentCode: 'FHC', ruleType: 'required', authority: 'fishInspection', sourceKey: 'fishExport', flows: ['EX'],
    commodityPrefixes: ['03', '1604', '1605'],
    condition: { en: 'Fish and fish products are exported with the health certificate of Fish Inspection and Quality Control.',
      bn: 'মৎস্য ও মৎস্যপণ্য মৎস্য পরিদর্শন ও মান নিয়ন্ত্রণ শাখার স্বাস্থ্য সনদসহ রপ্তানি করতে হয়।' } },
  { key: 'export-live-animal-health-certificate', documentCode: 'HC', ruleType: 'required', authority: 'dls', sourceKey: 'animalExport', flows: ['EX'],
    commodityPrefixes: ['01'],
    condition: { en: 'Live animals are exported with a veterinary health certificate.', bn: 'জীবন্ত প্রাণী পশু স্বাস্থ্য সনদসহ রপ্তানি করতে হয়।' } },
  { key: 'export-permit', documentCode: 'EXPP', ruleType: 'conditional', authority: 'importControl', sourceKey: 'sample', sample: true, flows: ['EX'],
    condition: { en: 'When the goods are on the Export Policy’s list of goods exported only on conditions.',
      bn: 'যখন পণ্যটি রপ্তানি নীতির শর্তসাপেক্ষে রপ্তানিযোগ্য পণ্যের তালিকাভুক্ত।' } },
];
