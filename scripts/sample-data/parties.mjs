// Parties: ministries and their departments (real), scheduled banks (real names, sample branch codes),
// and invented companies and C&F agents whose names, codes, e-mails and telephone numbers are made up.
import { writeSingleSampleFile } from './sampleFile.mjs';

// [code, name, Bengali name, [[department code, name, Bengali name], …]]
// prettier-ignore
const MINISTRIES = [
  ['MOF', 'Ministry of Finance', 'অর্থ মন্ত্রণালয়', [
    ['FD', 'Finance Division', 'অর্থ বিভাগ'],
    ['IRD', 'Internal Resources Division', 'অভ্যন্তরীণ সম্পদ বিভাগ'],
    ['NBR', 'National Board of Revenue (Internal Resources Division)', 'জাতীয় রাজস্ব বোর্ড (অভ্যন্তরীণ সম্পদ বিভাগ)'],
    ['ERD', 'Economic Relations Division', 'অর্থনৈতিক সম্পর্ক বিভাগ'],
    ['FID', 'Financial Institutions Division', 'আর্থিক প্রতিষ্ঠান বিভাগ'],
  ]],
  ['MOC', 'Ministry of Commerce', 'বাণিজ্য মন্ত্রণালয়', [
    ['CCIE', 'Office of the Chief Controller of Imports and Exports', 'আমদানি ও রপ্তানি প্রধান নিয়ন্ত্রকের দপ্তর'],
    ['BTTC', 'Bangladesh Trade and Tariff Commission', 'বাংলাদেশ ট্রেড অ্যান্ড ট্যারিফ কমিশন'],
    ['EPB', 'Export Promotion Bureau', 'রপ্তানি উন্নয়ন ব্যুরো'],
    ['TCB', 'Trading Corporation of Bangladesh', 'ট্রেডিং কর্পোরেশন অব বাংলাদেশ'],
    ['DNCRP', 'Directorate of National Consumer Rights Protection', 'জাতীয় ভোক্তা অধিকার সংরক্ষণ অধিদপ্তর'],
  ]],
  ['MOI', 'Ministry of Industries', 'শিল্প মন্ত্রণালয়', [
    ['BSTI', 'Bangladesh Standards and Testing Institution (BSTI)', 'বাংলাদেশ স্ট্যান্ডার্ডস অ্যান্ড টেস্টিং ইনস্টিটিউশন (বিএসটিআই)'],
    ['DPDT', 'Department of Patents, Designs and Trademarks', 'পেটেন্ট, শিল্প-নকশা ও ট্রেডমার্কস অধিদপ্তর'],
    ['BCIC', 'Bangladesh Chemical Industries Corporation', 'বাংলাদেশ কেমিক্যাল ইন্ডাস্ট্রিজ কর্পোরেশন'],
    ['CIB', 'Office of the Chief Inspector of Boilers', 'প্রধান বয়লার পরিদর্শকের কার্যালয়'],
  ]],
  ['MOA', 'Ministry of Agriculture', 'কৃষি মন্ত্রণালয়', [
    ['DAE', 'Department of Agricultural Extension', 'কৃষি সম্প্রসারণ অধিদপ্তর'],
    ['PPW', 'Plant Protection Wing, Department of Agricultural Extension', 'উদ্ভিদ সংরক্ষণ উইং, কৃষি সম্প্রসারণ অধিদপ্তর'],
    ['SCA', 'Seed Certification Agency', 'বীজ প্রত্যয়ন এজেন্সি'],
    ['BADC', 'Bangladesh Agricultural Development Corporation', 'বাংলাদেশ কৃষি উন্নয়ন কর্পোরেশন'],
  ]],
  ['MOHFW', 'Ministry of Health and Family Welfare', 'স্বাস্থ্য ও পরিবার কল্যাণ মন্ত্রণালয়', [
    ['DGDA', 'Directorate General of Drug Administration', 'ঔষধ প্রশাসন অধিদপ্তর'],
    ['DGHS', 'Directorate General of Health Services', 'স্বাস্থ্য অধিদপ্তর'],
    ['DGFP', 'Directorate General of Family Planning', 'পরিবার পরিকল্পনা অধিদপ্তর'],
  ]],
  ['MOHA', 'Ministry of Home Affairs', 'স্বরাষ্ট্র মন্ত্রণালয়', [
    ['DNC', 'Department of Narcotics Control', 'মাদকদ্রব্য নিয়ন্ত্রণ অধিদপ্তর'],
    ['BGB', 'Border Guard Bangladesh', 'বর্ডার গার্ড বাংলাদেশ'],
    ['DIP', 'Department of Immigration and Passports', 'ইমিগ্রেশন ও পাসপোর্ট অধিদপ্তর'],
    ['FSCD', 'Fire Service and Civil Defence', 'ফায়ার সার্ভিস ও সিভিল ডিফেন্স অধিদপ্তর'],
  ]],
  ['MOFOOD', 'Ministry of Food', 'খাদ্য মন্ত্রণালয়', [
    ['DGF', 'Directorate General of Food', 'খাদ্য অধিদপ্তর'],
    ['BFSA', 'Bangladesh Food Safety Authority', 'বাংলাদেশ নিরাপদ খাদ্য কর্তৃপক্ষ'],
  ]],
  ['MOFL', 'Ministry of Fisheries and Livestock', 'মৎস্য ও প্রাণিসম্পদ মন্ত্রণালয়', [
    ['DLS', 'Department of Livestock Services', 'প্রাণিসম্পদ অধিদপ্তর'],
    ['DOF', 'Department of Fisheries', 'মৎস্য অধিদপ্তর'],
    ['FIQC', 'Fish Inspection and Quality Control, Department of Fisheries', 'মৎস্য পরিদর্শন ও মান নিয়ন্ত্রণ, মৎস্য অধিদপ্তর'],
  ]],
  ['MOEFCC', 'Ministry of Environment, Forest and Climate Change', 'পরিবেশ, বন ও জলবায়ু পরিবর্তন মন্ত্রণালয়', [
    ['DOE', 'Department of Environment', 'পরিবেশ অধিদপ্তর'],
    ['BFD', 'Forest Department', 'বন অধিদপ্তর'],
  ]],
  ['MOPEMR', 'Ministry of Power, Energy and Mineral Resources', 'বিদ্যুৎ, জ্বালানি ও খনিজ সম্পদ মন্ত্রণালয়', [
    ['DOEX', 'Department of Explosives', 'বিস্ফোরক পরিদপ্তর'],
    ['BPC', 'Bangladesh Petroleum Corporation', 'বাংলাদেশ পেট্রোলিয়াম কর্পোরেশন'],
    ['BERC', 'Bangladesh Energy Regulatory Commission', 'বাংলাদেশ এনার্জি রেগুলেটরি কমিশন'],
  ]],
  ['MOST', 'Ministry of Science and Technology', 'বিজ্ঞান ও প্রযুক্তি মন্ত্রণালয়', [
    ['BAEC', 'Bangladesh Atomic Energy Commission', 'বাংলাদেশ পরমাণু শক্তি কমিশন'],
    ['BAERA', 'Bangladesh Atomic Energy Regulatory Authority', 'বাংলাদেশ পরমাণু শক্তি নিয়ন্ত্রণ কর্তৃপক্ষ'],
  ]],
  ['MOPTIT', 'Ministry of Posts, Telecommunications and Information Technology', 'ডাক, টেলিযোগাযোগ ও তথ্যপ্রযুক্তি মন্ত্রণালয়', [
    ['BTRC', 'Bangladesh Telecommunication Regulatory Commission', 'বাংলাদেশ টেলিযোগাযোগ নিয়ন্ত্রণ কমিশন'],
    ['DOP', 'Department of Posts', 'ডাক অধিদপ্তর'],
  ]],
  ['MORTB', 'Ministry of Road Transport and Bridges', 'সড়ক পরিবহন ও সেতু মন্ত্রণালয়', [
    ['BRTA', 'Bangladesh Road Transport Authority', 'বাংলাদেশ সড়ক পরিবহন কর্তৃপক্ষ'],
  ]],
  ['MOS', 'Ministry of Shipping', 'নৌপরিবহন মন্ত্রণালয়', [
    ['CPA', 'Chittagong Port Authority', 'চট্টগ্রাম বন্দর কর্তৃপক্ষ'],
    ['MPA', 'Mongla Port Authority', 'মোংলা বন্দর কর্তৃপক্ষ'],
    ['BLPA', 'Bangladesh Land Port Authority', 'বাংলাদেশ স্থলবন্দর কর্তৃপক্ষ'],
    ['DOS', 'Department of Shipping', 'নৌপরিবহন অধিদপ্তর'],
  ]],
];

const DHAKA_1000 = ['Dhaka-1000', 'ঢাকা-১০০০'];
const DHAKA_1212 = ['Dhaka-1212', 'ঢাকা-১২১২'];
const CTG_4100 = ['Chattogram-4100', 'চট্টগ্রাম-৪১০০'];
const MOTIJHEEL = ['Motijheel C/A', 'মতিঝিল বাণিজ্যিক এলাকা'];
const DILKUSHA = ['Dilkusha C/A', 'দিলকুশা বাণিজ্যিক এলাকা'];
const AGRABAD = ['Agrabad C/A', 'আগ্রাবাদ বাণিজ্যিক এলাকা'];
const GULSHAN = ['Gulshan Avenue, Gulshan', 'গুলশান এভিনিউ, গুলশান'];

// Bank codes are the first three digits of the banks' routing numbers; branch codes add a four-digit
// branch number (sample numbers).
// [code, name, Bengali name, [address1, Bengali], [address2, Bengali], [[branch number, branch, Bengali, address1, address2], …]]
// prettier-ignore
const BANKS = [
  ['200', 'Sonali Bank PLC', 'সোনালী ব্যাংক পিএলসি', ['35-44 Motijheel C/A', '৩৫-৪৪ মতিঝিল বাণিজ্যিক এলাকা'], DHAKA_1000, [
    ['0001', 'Local Office', 'লোকাল অফিস', MOTIJHEEL, DHAKA_1000],
    ['0215', 'Custom House Branch, Chattogram', 'কাস্টম হাউস শাখা, চট্টগ্রাম', ['Custom House Road, Bandar', 'কাস্টম হাউস সড়ক, বন্দর'], CTG_4100],
    ['0342', 'Kurmitola Branch (Custom House, Dhaka)', 'কুর্মিটোলা শাখা (কাস্টম হাউস, ঢাকা)', ['Airport Road, Kurmitola', 'এয়ারপোর্ট রোড, কুর্মিটোলা'], ['Dhaka-1229', 'ঢাকা-১২২৯']],
    ['0487', 'Benapole Branch', 'বেনাপোল শাখা', ['Benapole Bazar, Sharsha', 'বেনাপোল বাজার, শার্শা'], ['Jashore-7431', 'যশোর-৭৪৩১']],
  ]],
  ['135', 'Janata Bank PLC', 'জনতা ব্যাংক পিএলসি', ['110 Motijheel C/A', '১১০ মতিঝিল বাণিজ্যিক এলাকা'], DHAKA_1000, [
    ['0001', 'Local Office', 'লোকাল অফিস', DILKUSHA, DHAKA_1000],
    ['0208', 'Laldighi East Corporate Branch', 'লালদীঘি পূর্ব কর্পোরেট শাখা', ['Laldighi East, Kotwali', 'লালদীঘি পূর্ব, কোতোয়ালী'], ['Chattogram-4000', 'চট্টগ্রাম-৪০০০']],
    ['0356', 'Khulna Corporate Branch', 'খুলনা কর্পোরেট শাখা', ['KDA Avenue', 'কেডিএ এভিনিউ'], ['Khulna-9100', 'খুলনা-৯১০০']],
    ['0417', 'Mongla Port Branch', 'মোংলা বন্দর শাখা', ['Mongla Port Area', 'মোংলা বন্দর এলাকা'], ['Bagerhat-9351', 'বাগেরহাট-৯৩৫১']],
  ]],
  ['010', 'Agrani Bank PLC', 'অগ্রণী ব্যাংক পিএলসি', ['9/D Dilkusha C/A', '৯/ডি দিলকুশা বাণিজ্যিক এলাকা'], DHAKA_1000, [
    ['0001', 'Principal Branch', 'প্রধান শাখা', DILKUSHA, DHAKA_1000],
    ['0233', 'Agrabad Corporate Branch', 'আগ্রাবাদ কর্পোরেট শাখা', AGRABAD, CTG_4100],
    ['0379', 'Hili Branch', 'হিলি শাখা', ['Hili Bazar, Hakimpur', 'হিলি বাজার, হাকিমপুর'], ['Dinajpur-5270', 'দিনাজপুর-৫২৭০']],
  ]],
  ['185', 'Rupali Bank PLC', 'রূপালী ব্যাংক পিএলসি', ['34 Dilkusha C/A', '৩৪ দিলকুশা বাণিজ্যিক এলাকা'], DHAKA_1000, [
    ['0001', 'Local Office', 'লোকাল অফিস', DILKUSHA, DHAKA_1000],
    ['0146', 'Agrabad Corporate Branch', 'আগ্রাবাদ কর্পোরেট শাখা', AGRABAD, CTG_4100],
    ['0518', 'Sylhet Corporate Branch', 'সিলেট কর্পোরেট শাখা', ['Zindabazar', 'জিন্দাবাজার'], ['Sylhet-3100', 'সিলেট-৩১০০']],
  ]],
  ['060', 'BRAC Bank PLC', 'ব্র্যাক ব্যাংক পিএলসি', ['Tejgaon-Gulshan Link Road, Tejgaon', 'তেজগাঁও-গুলশান লিংক রোড, তেজগাঁও'], ['Dhaka-1208', 'ঢাকা-১২০৮'], [
    ['0012', 'Gulshan Branch', 'গুলশান শাখা', GULSHAN, DHAKA_1212],
    ['0245', 'Agrabad Branch', 'আগ্রাবাদ শাখা', AGRABAD, CTG_4100],
    ['0317', 'Uttara Branch', 'উত্তরা শাখা', ['Sector 7, Uttara', 'সেক্টর ৭, উত্তরা'], ['Dhaka-1230', 'ঢাকা-১২৩০']],
  ]],
  ['090', 'Dutch-Bangla Bank PLC', 'ডাচ্-বাংলা ব্যাংক পিএলসি', MOTIJHEEL, DHAKA_1000, [
    ['0103', 'Motijheel Foreign Exchange Branch', 'মতিঝিল বৈদেশিক বাণিজ্য শাখা', MOTIJHEEL, DHAKA_1000],
    ['0271', 'Agrabad Branch', 'আগ্রাবাদ শাখা', AGRABAD, CTG_4100],
    ['0358', 'Narayanganj Branch', 'নারায়ণগঞ্জ শাখা', ['B.B. Road', 'বি.বি. রোড'], ['Narayanganj-1400', 'নারায়ণগঞ্জ-১৪০০']],
  ]],
  ['095', 'Eastern Bank PLC', 'ইস্টার্ন ব্যাংক পিএলসি', ['100 Gulshan Avenue, Gulshan', '১০০ গুলশান এভিনিউ, গুলশান'], DHAKA_1212, [
    ['0026', 'Gulshan Branch', 'গুলশান শাখা', GULSHAN, DHAKA_1212],
    ['0174', 'Agrabad Branch', 'আগ্রাবাদ শাখা', AGRABAD, CTG_4100],
    ['0293', 'Principal Branch', 'প্রধান শাখা', DILKUSHA, DHAKA_1000],
  ]],
  ['125', 'Islami Bank Bangladesh PLC', 'ইসলামী ব্যাংক বাংলাদেশ পিএলসি', ['40 Dilkusha C/A', '৪০ দিলকুশা বাণিজ্যিক এলাকা'], DHAKA_1000, [
    ['0001', 'Local Office', 'লোকাল অফিস', DILKUSHA, DHAKA_1000],
    ['0187', 'Agrabad Corporate Branch', 'আগ্রাবাদ কর্পোরেট শাখা', AGRABAD, CTG_4100],
    ['0402', 'Khatunganj Branch', 'খাতুনগঞ্জ শাখা', ['Khatunganj', 'খাতুনগঞ্জ'], ['Chattogram-4000', 'চট্টগ্রাম-৪০০০']],
    ['0523', 'Benapole Branch', 'বেনাপোল শাখা', ['Benapole Bazar, Sharsha', 'বেনাপোল বাজার, শার্শা'], ['Jashore-7431', 'যশোর-৭৪৩১']],
  ]],
  ['225', 'The City Bank PLC', 'দি সিটি ব্যাংক পিএলসি', ['136 Gulshan Avenue, Gulshan', '১৩৬ গুলশান এভিনিউ, গুলশান'], DHAKA_1212, [
    ['0011', 'Gulshan Avenue Branch', 'গুলশান এভিনিউ শাখা', GULSHAN, DHAKA_1212],
    ['0164', 'Agrabad Branch', 'আগ্রাবাদ শাখা', AGRABAD, CTG_4100],
    ['0308', 'Banani Branch', 'বনানী শাখা', ['Kemal Ataturk Avenue, Banani', 'কামাল আতাতুর্ক এভিনিউ, বনানী'], ['Dhaka-1213', 'ঢাকা-১২১৩']],
  ]],
  ['215', 'Standard Chartered Bank, Bangladesh', 'স্ট্যান্ডার্ড চার্টার্ড ব্যাংক, বাংলাদেশ', ['67 Gulshan Avenue, Gulshan', '৬৭ গুলশান এভিনিউ, গুলশান'], DHAKA_1212, [
    ['0001', 'Gulshan Branch', 'গুলশান শাখা', GULSHAN, DHAKA_1212],
    ['0015', 'Motijheel Branch', 'মতিঝিল শাখা', MOTIJHEEL, DHAKA_1000],
    ['0027', 'Agrabad Branch', 'আগ্রাবাদ শাখা', AGRABAD, CTG_4100],
  ]],
  ['115', 'The Hongkong and Shanghai Banking Corporation Ltd., Bangladesh', 'দি হংকং অ্যান্ড সাংহাই ব্যাংকিং কর্পোরেশন লিমিটেড, বাংলাদেশ', ['Tejgaon I/A, Gulshan Link Road', 'তেজগাঁও শিল্প এলাকা, গুলশান লিংক রোড'], ['Dhaka-1208', 'ঢাকা-১২০৮'], [
    ['0001', 'Main Office', 'প্রধান কার্যালয়', ['Tejgaon I/A, Gulshan Link Road', 'তেজগাঁও শিল্প এলাকা, গুলশান লিংক রোড'], ['Dhaka-1208', 'ঢাকা-১২০৮']],
    ['0010', 'Motijheel Branch', 'মতিঝিল শাখা', MOTIJHEEL, DHAKA_1000],
    ['0023', 'Agrabad Branch', 'আগ্রাবাদ শাখা', AGRABAD, CTG_4100],
  ]],
  ['175', 'Pubali Bank PLC', 'পূবালী ব্যাংক পিএলসি', ['26 Dilkusha C/A', '২৬ দিলকুশা বাণিজ্যিক এলাকা'], DHAKA_1000, [
    ['0001', 'Principal Branch', 'প্রধান শাখা', MOTIJHEEL, DHAKA_1000],
    ['0212', 'Khatunganj Branch', 'খাতুনগঞ্জ শাখা', ['Khatunganj', 'খাতুনগঞ্জ'], ['Chattogram-4000', 'চট্টগ্রাম-৪০০০']],
    ['0447', 'Zindabazar Branch', 'জিন্দাবাজার শাখা', ['Zindabazar', 'জিন্দাবাজার'], ['Sylhet-3100', 'সিলেট-৩১০০']],
  ]],
  ['070', 'Bank Asia PLC', 'ব্যাংক এশিয়া পিএলসি', ['Kawran Bazar', 'কারওয়ান বাজার'], ['Dhaka-1215', 'ঢাকা-১২১৫'], [
    ['0005', 'Corporate Branch', 'কর্পোরেট শাখা', ['Kawran Bazar', 'কারওয়ান বাজার'], ['Dhaka-1215', 'ঢাকা-১২১৫']],
    ['0118', 'Agrabad Branch', 'আগ্রাবাদ শাখা', AGRABAD, CTG_4100],
    ['0236', 'Uttara Branch', 'উত্তরা শাখা', ['Sector 3, Uttara', 'সেক্টর ৩, উত্তরা'], ['Dhaka-1230', 'ঢাকা-১২৩০']],
  ]],
  ['245', 'United Commercial Bank PLC', 'ইউনাইটেড কমার্শিয়াল ব্যাংক পিএলসি', GULSHAN, DHAKA_1212, [
    ['0009', 'Gulshan Branch', 'গুলশান শাখা', GULSHAN, DHAKA_1212],
    ['0131', 'Jubilee Road Branch', 'জুবিলী রোড শাখা', ['Jubilee Road', 'জুবিলী রোড'], ['Chattogram-4000', 'চট্টগ্রাম-৪০০০']],
    ['0264', 'Agrabad Branch', 'আগ্রাবাদ শাখা', AGRABAD, CTG_4100],
  ]],
  ['170', 'Prime Bank PLC', 'প্রাইম ব্যাংক পিএলসি', GULSHAN, DHAKA_1212, [
    ['0002', 'Motijheel Branch', 'মতিঝিল শাখা', MOTIJHEEL, DHAKA_1000],
    ['0119', 'Agrabad Branch', 'আগ্রাবাদ শাখা', AGRABAD, CTG_4100],
    ['0351', 'Khulna Branch', 'খুলনা শাখা', ['KDA Avenue', 'কেডিএ এভিনিউ'], ['Khulna-9100', 'খুলনা-৯১০০']],
  ]],
];

// Invented importers and exporters. Codes are nine-digit BIN-like numbers; e-mails are on example domains.
// [code, name, Bengali name, email, phone, [address1, Bengali], [address2, Bengali]]
// prettier-ignore
const COMPANIES = [
  ['000418263', 'Surma Valley Knitwear Ltd.', 'সুরমা ভ্যালি নিটওয়্যার লিমিটেড', 'commercial.surmavalley@example.com.bd', '+880 1713-045612', ['Plot 27, BSCIC Industrial Estate, Tongi', 'প্লট ২৭, বিসিক শিল্প এলাকা, টঙ্গী'], ['Gazipur-1710', 'গাজীপুর-১৭১০']],
  ['000527904', 'Agrabad Polymer Industries Ltd.', 'আগ্রাবাদ পলিমার ইন্ডাস্ট্রিজ লিমিটেড', 'imports.agrabadpolymer@example.com.bd', '+880 31 2514876', ['House 12, Road 3, Agrabad C/A', 'বাড়ি ১২, সড়ক ৩, আগ্রাবাদ বাণিজ্যিক এলাকা'], ['Chattogram-4100', 'চট্টগ্রাম-৪১০০']],
  ['000639215', 'Halda Edible Oil Refinery Ltd.', 'হালদা ভোজ্যতেল শোধনাগার লিমিটেড', 'scm.haldaoil@example.com.bd', '+880 1819-334570', ['Kalurghat Heavy Industrial Area, Mohra', 'কালুরঘাট ভারী শিল্প এলাকা, মোহরা'], ['Chattogram-4208', 'চট্টগ্রাম-৪২০৮']],
  ['000712468', 'Sitalakshya Steel Re-Rolling Mills Ltd.', 'শীতলক্ষ্যা স্টিল রি-রোলিং মিলস লিমিটেড', 'purchase.sitalakshyasteel@example.com.bd', '+880 1552-208341', ['Kanchpur, Sonargaon', 'কাঁচপুর, সোনারগাঁও'], ['Narayanganj-1430', 'নারায়ণগঞ্জ-১৪৩০']],
  ['000803357', 'Nilachal Pharmaceuticals Ltd.', 'নীলাচল ফার্মাসিউটিক্যালস লিমিটেড', 'regulatory.nilachalpharma@example.com.bd', '+880 1911-672093', ['Plot 14, Tejgaon I/A', 'প্লট ১৪, তেজগাঁও শিল্প এলাকা'], ['Dhaka-1208', 'ঢাকা-১২০৮']],
  ['000915720', 'Chaktai Commodities Trading Co.', 'চাক্তাই কমোডিটিজ ট্রেডিং কোং', 'chaktai.commodities@example.com', '+880 1730-118254', ['54 Chaktai Road, Chaktai', '৫৪ চাক্তাই রোড, চাক্তাই'], ['Chattogram-4000', 'চট্টগ্রাম-৪০০০']],
  ['001024689', 'Sonargaon Denim Composite Ltd.', 'সোনারগাঁও ডেনিম কম্পোজিট লিমিটেড', 'export.sonargaondenim@example.com.bd', '+880 1678-402915', ['Mograpara, Sonargaon', 'মোগরাপাড়া, সোনারগাঁও'], ['Narayanganj-1440', 'নারায়ণগঞ্জ-১৪৪০']],
  ['001136502', 'Tejgaon Electronics & Appliances Ltd.', 'তেজগাঁও ইলেকট্রনিক্স অ্যান্ড অ্যাপ্লায়েন্সেস লিমিটেড', 'info.tejgaonelectronics@example.com.bd', '+880 1841-559027', ['Plot 215, Tejgaon I/A', 'প্লট ২১৫, তেজগাঁও শিল্প এলাকা'], ['Dhaka-1208', 'ঢাকা-১২০৮']],
  ['001247830', 'Dhaleshwari Cement Industries Ltd.', 'ধলেশ্বরী সিমেন্ট ইন্ডাস্ট্রিজ লিমিটেড', 'procurement.dhaleshwaricement@example.com.bd', '+880 1717-830462', ['Muktarpur, Munshiganj Sadar', 'মুক্তারপুর, মুন্সীগঞ্জ সদর'], ['Munshiganj-1500', 'মুন্সীগঞ্জ-১৫০০']],
  ['001358174', 'Baridhara Motors Ltd.', 'বারিধারা মোটরস লিমিটেড', 'sales.baridharamotors@example.com', '+880 1915-247708', ['House 8, Road 11, Baridhara', 'বাড়ি ৮, সড়ক ১১, বারিধারা'], ['Dhaka-1212', 'ঢাকা-১২১২']],
  ['001469025', 'Kalurghat Jute Spinners Ltd.', 'কালুরঘাট জুট স্পিনার্স লিমিটেড', 'jute.kalurghat@example.com.bd', '+880 1812-665093', ['Kalurghat I/A, Chandgaon', 'কালুরঘাট শিল্প এলাকা, চান্দগাঁও'], ['Chattogram-4212', 'চট্টগ্রাম-৪২১২']],
  ['001570316', 'Uttara Medical Devices Ltd.', 'উত্তরা মেডিকেল ডিভাইসেস লিমিটেড', 'import.uttaramedical@example.com.bd', '+880 1755-092136', ['House 41, Road 7, Sector 4, Uttara', 'বাড়ি ৪১, সড়ক ৭, সেক্টর ৪, উত্তরা'], ['Dhaka-1230', 'ঢাকা-১২৩০']],
  ['001681547', 'Banani Solar Power Solutions Ltd.', 'বনানী সোলার পাওয়ার সলিউশনস লিমিটেড', 'projects.bananisolar@example.com.bd', '+880 1321-478850', ['Suite 6B, Road 17, Banani', 'স্যুট ৬বি, সড়ক ১৭, বনানী'], ['Dhaka-1213', 'ঢাকা-১২১৩']],
  ['001792683', 'Karnaphuli Fresh Fruits Importers', 'কর্ণফুলী ফ্রেশ ফ্রুটস ইমপোর্টার্স', 'fruits.karnaphuli@example.com', '+880 1818-903471', ['Fruit Market, Firingee Bazar', 'ফলমন্ডি, ফিরিঙ্গী বাজার'], ['Chattogram-4000', 'চট্টগ্রাম-৪০০০']],
  ['001803912', 'Mirpur Paper & Board Mills Ltd.', 'মিরপুর পেপার অ্যান্ড বোর্ড মিলস লিমিটেড', 'supply.mirpurpaper@example.com.bd', '+880 1937-520614', ['Section 7, Mirpur', 'সেকশন ৭, মিরপুর'], ['Dhaka-1216', 'ঢাকা-১২১৬']],
  ['001914278', 'Bay of Bengal Seafood Exports Ltd.', 'বে অব বেঙ্গল সীফুড এক্সপোর্টস লিমিটেড', 'export.bobseafood@example.com.bd', '+880 1711-468205', ['Fishery Ghat Road, Patharghata', 'ফিশারি ঘাট রোড, পাথরঘাটা'], ['Chattogram-4000', 'চট্টগ্রাম-৪০০০']],
];

// Invented C&F agents. The code is a nine-digit agent identification number beginning with the customs
// office code where the agent is licensed.
// [code, name, Bengali name, [address1, Bengali], [address2, Bengali]]
// prettier-ignore
const DECLARANTS = [
  ['301004127', 'Bay Trade Link C&F Agency', 'বে ট্রেড লিংক সিঅ্যান্ডএফ এজেন্সি', ['Room 412, Chamber House, Agrabad C/A', 'কক্ষ ৪১২, চেম্বার হাউস, আগ্রাবাদ বাণিজ্যিক এলাকা'], CTG_4100],
  ['301011583', 'Karim & Sons Clearing and Forwarding', 'করিম অ্যান্ড সন্স ক্লিয়ারিং অ্যান্ড ফরওয়ার্ডিং', ['32 Strand Road, Sadarghat', '৩২ স্ট্র্যান্ড রোড, সদরঘাট'], ['Chattogram-4000', 'চট্টগ্রাম-৪০০০']],
  ['301025960', 'Sea Horse Logistics C&F Ltd.', 'সী হর্স লজিস্টিকস সিঅ্যান্ডএফ লিমিটেড', ['Bandar Tila, Port Connecting Road', 'বন্দরটিলা, পোর্ট কানেক্টিং রোড'], ['Chattogram-4100', 'চট্টগ্রাম-৪১০০']],
  ['301037214', 'Anwar Customs Clearing Agency', 'আনোয়ার কাস্টমস ক্লিয়ারিং এজেন্সি', ['Dewanhat, Double Mooring', 'দেওয়ানহাট, ডবলমুরিং'], ['Chattogram-4100', 'চট্টগ্রাম-৪১০০']],
  ['101006348', 'Green Channel Customs Brokers Ltd.', 'গ্রিন চ্যানেল কাস্টমস ব্রোকার্স লিমিটেড', ['House 15, Road 2, Sector 3, Uttara', 'বাড়ি ১৫, সড়ক ২, সেক্টর ৩, উত্তরা'], ['Dhaka-1230', 'ঢাকা-১২৩০']],
  ['101014792', 'Skyline Air Cargo Clearing Agency', 'স্কাইলাইন এয়ার কার্গো ক্লিয়ারিং এজেন্সি', ['Kawla, Dakshinkhan', 'কাওলা, দক্ষিণখান'], ['Dhaka-1229', 'ঢাকা-১২২৯']],
  ['101020537', 'Noor Trade Link C&F', 'নূর ট্রেড লিংক সিঅ্যান্ডএফ', ['Airport Road, Khilkhet', 'এয়ারপোর্ট রোড, খিলক্ষেত'], ['Dhaka-1229', 'ঢাকা-১২২৯']],
  ['102003195', 'Kamalapur Rail Cargo Clearing Co.', 'কমলাপুর রেল কার্গো ক্লিয়ারিং কোং', ['Inner Circular Road, Kamalapur', 'ইনার সার্কুলার রোড, কমলাপুর'], ['Dhaka-1217', 'ঢাকা-১২১৭']],
  ['103002481', 'Buriganga River Cargo C&F Agency', 'বুড়িগঙ্গা রিভার কার্গো সিঅ্যান্ডএফ এজেন্সি', ['Pangaon, Keraniganj', 'পানগাঁও, কেরানীগঞ্জ'], ['Dhaka-1310', 'ঢাকা-১৩১০']],
  ['401005726', 'Rupsha Port Clearing & Forwarding Agency', 'রূপসা পোর্ট ক্লিয়ারিং অ্যান্ড ফরওয়ার্ডিং এজেন্সি', ['Khan Jahan Ali Road', 'খান জাহান আলী রোড'], ['Khulna-9100', 'খুলনা-৯১০০']],
  ['501008193', 'Benapole Border Trade C&F Agency', 'বেনাপোল বর্ডার ট্রেড সিঅ্যান্ডএফ এজেন্সি', ['Benapole Bazar, Sharsha', 'বেনাপোল বাজার, শার্শা'], ['Jashore-7431', 'যশোর-৭৪৩১']],
  ['501012644', 'Jahan Shipping & Clearing Agency', 'জাহান শিপিং অ্যান্ড ক্লিয়ারিং এজেন্সি', ['Port Road, Benapole', 'পোর্ট রোড, বেনাপোল'], ['Jashore-7431', 'যশোর-৭৪৩১']],
  ['702001935', 'Hili Land Port Clearing Agency', 'হিলি স্থলবন্দর ক্লিয়ারিং এজেন্সি', ['Chechra Bazar, Hili', 'চেচড়া বাজার, হিলি'], ['Dinajpur-5270', 'দিনাজপুর-৫২৭০']],
];

const address = ([address1, address1Translated], [address2, address2Translated]) => ({
  address1,
  address1Translated,
  address2,
  address2Translated,
});

writeSingleSampleFile(
  'ministry',
  MINISTRIES.map(([code, description, descriptionTranslated]) => ({
    code,
    description,
    descriptionTranslated,
  })),
);
writeSingleSampleFile(
  'ministryDepartments',
  MINISTRIES.flatMap(([parentCode, , , departments]) =>
    departments.map(([code, description, descriptionTranslated]) => ({
      parentCode,
      code,
      description,
      descriptionTranslated,
    })),
  ),
);
writeSingleSampleFile(
  'bank',
  BANKS.map(([code, description, descriptionTranslated, address1, address2]) => ({
    code,
    description,
    descriptionTranslated,
    ...address(address1, address2),
  })),
);
writeSingleSampleFile(
  'bankBranches',
  BANKS.flatMap(([parentCode, bankName, bankNameTranslated, , , branches]) =>
    branches.map(([number, branch, branchTranslated, address1, address2]) => ({
      parentCode,
      code: `${parentCode}${number}`,
      description: `${bankName}, ${branch}`,
      descriptionTranslated: `${bankNameTranslated}, ${branchTranslated}`,
      ...address(address1, address2),
    })),
  ),
);
writeSingleSampleFile(
  'company',
  COMPANIES.map(([code, description, descriptionTranslated, email, phoneNumber, address1, address2]) => ({
    code,
    description,
    descriptionTranslated,
    email,
    phoneNumber,
    ...address(address1, address2),
  })),
);
writeSingleSampleFile(
  'declarant',
  DECLARANTS.map(([code, description, descriptionTranslated, address1, address2]) => ({
    code,
    description,
    descriptionTranslated,
    ...address(address1, address2),
  })),
);
