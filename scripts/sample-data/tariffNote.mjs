// Sample tariff notes (issue 5): a few notes on sections, chapters and headings, written for the portal in our
// own words after the ideas of the HS legal notes, so that the notes screens have something to show. They are
// not the legal text: each ends by saying so. A customs administration imports its own notes.
import { writeSingleSampleFile } from './sampleFile.mjs';

const NOT_LEGAL_TEXT = ' (Sample note written for the portal, not the legal text.)';
const NOT_LEGAL_TEXT_BN = ' (পোর্টালের জন্য লেখা নমুনা টীকা, আইনের মূল পাঠ নয়।)';

// prettier-ignore
const NOTES = [
  ['I',
    'A reference to a kind of animal also covers its young. Dried products include those dehydrated, evaporated or freeze-dried.',
    'কোনো ধরনের প্রাণীর উল্লেখ থাকলে তার শাবকও এর অন্তর্ভুক্ত। শুকানো পণ্যের মধ্যে নিরুদিত, বাষ্পায়নের মাধ্যমে পানি অপসারিত বা হিমশুষ্ক (ফ্রিজ-ড্রাইড) পণ্যও অন্তর্ভুক্ত।'],
  ['02',
    'This chapter covers meat and edible offal, fresh, chilled or frozen. Meat of poultry (fowls, ducks, geese, turkeys) is in heading 02.07.',
    'এই অধ্যায়ে তাজা, শীতলীকৃত বা হিমায়িত মাংস ও ভোজ্য নাড়িভুঁড়ি অন্তর্ভুক্ত। হাঁস-মুরগির (মুরগি, হাঁস, রাজহাঁস, টার্কি) মাংস শিরোনাম ০২.০৭-এ শ্রেণিবদ্ধ হয়।'],
  ['62',
    'This chapter does not cover knitted or crocheted garments (chapter 61). It excludes worn clothing and other worn articles of heading 63.09.',
    'এই অধ্যায়ে নিটেড বা ক্রোশেটেড পোশাক (অধ্যায় ৬১) অন্তর্ভুক্ত নয়। শিরোনাম ৬৩.০৯-এর পুরাতন পোশাক ও অন্যান্য পুরাতন সামগ্রী এর বাইরে।'],
  ['64',
    'This chapter does not cover toy footwear or skating boots with ice or roller skates attached (chapter 95). It excludes worn footwear of heading 63.09, and disposable foot coverings of flimsy material without applied soles.',
    'এই অধ্যায়ে খেলনা জুতা বা বরফ কিংবা রোলার স্কেট লাগানো স্কেটিং বুট (অধ্যায় ৯৫) অন্তর্ভুক্ত নয়। শিরোনাম ৬৩.০৯-এর পুরাতন জুতা এবং সোল ছাড়া পাতলা উপাদানের একবার ব্যবহারযোগ্য পায়ের আবরণ এর বাইরে।'],
  ['95',
    'This chapter does not cover sports clothing or fancy dress of textiles (chapter 61 or 62). It excludes sports footwear other than skating boots with skates attached (chapter 64).',
    'এই অধ্যায়ে বস্ত্রের তৈরি খেলাধুলার পোশাক বা ছদ্মবেশের পোশাক (অধ্যায় ৬১ বা ৬২) অন্তর্ভুক্ত নয়। স্কেট লাগানো স্কেটিং বুট ছাড়া অন্যান্য খেলাধুলার জুতা (অধ্যায় ৬৪) এর বাইরে।'],
  ['XVI',
    'A part suitable for use solely or principally with one kind of machine is classified with that machine. A machine that performs several functions is classified by its principal function.',
    'কেবল বা প্রধানত এক ধরনের যন্ত্রের সঙ্গে ব্যবহারের উপযোগী যন্ত্রাংশ সেই যন্ত্রের সঙ্গেই শ্রেণিবদ্ধ হয়। একাধিক কাজ করে এমন যন্ত্র তার প্রধান কাজ অনুযায়ী শ্রেণিবদ্ধ হয়।'],
  ['84',
    'This chapter covers boilers, machinery and mechanical appliances. Automatic data-processing machines (computers) are in heading 84.71, even when presented with their keyboards and displays.',
    'এই অধ্যায়ে বয়লার, যন্ত্রপাতি ও যান্ত্রিক সরঞ্জাম অন্তর্ভুক্ত। স্বয়ংক্রিয় ডেটা প্রক্রিয়াকরণ যন্ত্র (কম্পিউটার) কি-বোর্ড ও ডিসপ্লেসহ উপস্থাপিত হলেও শিরোনাম ৮৪.৭১-এ শ্রেণিবদ্ধ হয়।'],
  ['8471',
    'Portable computers weighing no more than 10 kg, with at least a central processing unit, a keyboard and a display, are in subheading 8471.30.',
    'ওজন ১০ কেজির বেশি নয় এবং অন্তত একটি কেন্দ্রীয় প্রক্রিয়াকরণ ইউনিট, একটি কি-বোর্ড ও একটি ডিসপ্লে রয়েছে এমন বহনযোগ্য কম্পিউটার উপশিরোনাম ৮৪৭১.৩০-এ শ্রেণিবদ্ধ হয়।'],
  ['85',
    'This chapter covers electrical machinery and equipment. Telephones for cellular networks are in heading 85.17; their chargers, as static converters, in heading 85.04.',
    'এই অধ্যায়ে বৈদ্যুতিক যন্ত্রপাতি ও সরঞ্জাম অন্তর্ভুক্ত। সেলুলার নেটওয়ার্কের টেলিফোন শিরোনাম ৮৫.১৭-এ শ্রেণিবদ্ধ হয়; এগুলোর চার্জার স্ট্যাটিক কনভার্টার হিসেবে শিরোনাম ৮৫.০৪-এ শ্রেণিবদ্ধ হয়।'],
];

writeSingleSampleFile(
  'tariffNote',
  NOTES.map(([code, description, descriptionTranslated]) => ({
    code,
    description: description + NOT_LEGAL_TEXT,
    descriptionTranslated: descriptionTranslated + NOT_LEGAL_TEXT_BN,
  })),
);
