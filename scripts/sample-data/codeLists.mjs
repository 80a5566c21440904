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
// the others are the documents traders are asked for at the other custom houses, and those the traders'
// guide's rules name (scripts/traders-guide/). Names are given in the five interface languages, since the
// guide's checklist names each document in the reader's.
// prettier-ignore
const ATTACHED_DOCUMENTS = [
  ['INV', 'Commercial invoice', 'বাণিজ্যিক চালান (কমার্শিয়াল ইনভয়েস)', 'Facture commerciale', 'Factura comercial', 'الفاتورة التجارية'],
  ['PL', 'Packing list', 'প্যাকিং লিস্ট', 'Liste de colisage', 'Lista de empaque', 'قائمة التعبئة'],
  ['BL', 'Bill of lading', 'বিল অব লেডিং', 'Connaissement', 'Conocimiento de embarque', 'بوليصة الشحن البحري'],
  ['AWB', 'Air waybill', 'এয়ারওয়ে বিল', 'Lettre de transport aérien', 'Guía aérea', 'بوليصة الشحن الجوي'],
  ['TRR', 'Truck receipt or railway receipt', 'ট্রাক রসিদ বা রেলওয়ে রসিদ', 'Récépissé de transport routier ou ferroviaire', 'Recibo de transporte por carretera o ferrocarril', 'إيصال النقل البري أو بالسكك الحديدية'],
  ['COO', 'Certificate of origin', 'উৎস সনদ (সার্টিফিকেট অব অরিজিন)', 'Certificat d’origine', 'Certificado de origen', 'شهادة المنشأ'],
  ['LC', 'Letter of credit (L/C)', 'ঋণপত্র (এলসি)', 'Lettre de crédit', 'Carta de crédito', 'خطاب الاعتماد المستندي'],
  ['LCA', 'Letter of credit authorisation form (LCAF)', 'ঋণপত্র অনুমোদন ফরম (এলসিএএফ)', 'Formulaire d’autorisation de lettre de crédit (LCAF)', 'Formulario de autorización de carta de crédito (LCAF)', 'استمارة الإذن بفتح خطاب الاعتماد (LCAF)'],
  ['INS', 'Insurance policy or cover note', 'বিমা পলিসি বা কভার নোট', 'Police ou note de couverture d’assurance', 'Póliza o nota de cobertura de seguro', 'وثيقة التأمين أو مذكرة التغطية'],
  ['BIN', 'VAT registration (BIN) certificate', 'মূসক নিবন্ধন (বিআইএন) সনদ', 'Certificat d’immatriculation à la TVA (BIN)', 'Certificado de registro del IVA (BIN)', 'شهادة التسجيل في ضريبة القيمة المضافة (BIN)'],
  ['IRC', 'Import registration certificate (IRC)', 'আমদানি নিবন্ধন সনদ (আইআরসি)', 'Certificat d’enregistrement d’importateur (IRC)', 'Certificado de registro de importador (IRC)', 'شهادة تسجيل المستورد (IRC)'],
  ['ERC', 'Export registration certificate (ERC)', 'রপ্তানি নিবন্ধন সনদ (ইআরসি)', 'Certificat d’enregistrement d’exportateur (ERC)', 'Certificado de registro de exportador (ERC)', 'شهادة تسجيل المصدّر (ERC)'],
  ['IP', 'Import permit (IP) from the Chief Controller of Imports and Exports', 'আমদানি ও রপ্তানি প্রধান নিয়ন্ত্রকের আমদানি অনুমতিপত্র (আইপি)', 'Permis d’importation (IP) du contrôleur en chef des importations et des exportations', 'Permiso de importación (IP) del Controlador Jefe de Importaciones y Exportaciones', 'إذن الاستيراد (IP) من المراقب العام للاستيراد والتصدير'],
  ['BSTI', 'BSTI certificate for goods under mandatory certification', 'বাধ্যতামূলক সনদের আওতাভুক্ত পণ্যের বিএসটিআই সনদ', 'Certificat BSTI pour les produits soumis à certification obligatoire', 'Certificado BSTI para productos sujetos a certificación obligatoria', 'شهادة BSTI للسلع الخاضعة للاعتماد الإلزامي'],
  ['RAD', 'Radioactivity test report from the exporting country (food items)', 'রপ্তানিকারক দেশের তেজস্ক্রিয়তা পরীক্ষার প্রতিবেদন (খাদ্যপণ্য)', 'Rapport d’analyse de radioactivité du pays exportateur (denrées alimentaires)', 'Informe de análisis de radiactividad del país exportador (alimentos)', 'تقرير فحص النشاط الإشعاعي من بلد التصدير (المواد الغذائية)'],
  ['BAEC', 'Bangladesh Atomic Energy Commission radioactivity clearance (food items)', 'বাংলাদেশ পরমাণু শক্তি কমিশনের তেজস্ক্রিয়তা ছাড়পত্র (খাদ্যপণ্য)', 'Attestation de radioactivité de la Commission de l’énergie atomique du Bangladesh (denrées alimentaires)', 'Certificado de radiactividad de la Comisión de Energía Atómica de Bangladés (alimentos)', 'شهادة خلو من الإشعاع من هيئة الطاقة الذرية في بنغلاديش (المواد الغذائية)'],
  ['PSI', 'Pre-shipment inspection report (milk powder, coal, M.S. billets and other listed goods)', 'জাহাজীকরণ-পূর্ব পরিদর্শন প্রতিবেদন (গুঁড়া দুধ, কয়লা, এম.এস. বিলেট ও অন্যান্য তালিকাভুক্ত পণ্য)', 'Rapport d’inspection avant expédition (lait en poudre, charbon, billettes d’acier et autres produits listés)', 'Informe de inspección previa al embarque (leche en polvo, carbón, palanquillas de acero y otros productos listados)', 'تقرير الفحص قبل الشحن (الحليب المجفف والفحم وقضبان الصلب وسلع أخرى مدرجة)'],
  ['PQC', 'Phytosanitary certificate and plant quarantine release (Plant Protection Wing)', 'ফাইটোস্যানিটারি সনদ ও উদ্ভিদ সংগনিরোধ ছাড়পত্র (উদ্ভিদ সংরক্ষণ উইং)', 'Certificat phytosanitaire et mainlevée de quarantaine végétale (Plant Protection Wing)', 'Certificado fitosanitario y levante de cuarentena vegetal (Plant Protection Wing)', 'الشهادة الصحية النباتية والإفراج من الحجر الزراعي (جناح وقاية النبات)'],
  ['PQIP', 'Plant quarantine import permit (Plant Quarantine Wing, DAE)', 'উদ্ভিদ সংগনিরোধ আমদানি অনুমতিপত্র (উদ্ভিদ সংগনিরোধ উইং, কৃষি সম্প্রসারণ অধিদপ্তর)', 'Permis d’importation de quarantaine végétale (Plant Quarantine Wing, DAE)', 'Permiso de importación de cuarentena vegetal (Plant Quarantine Wing, DAE)', 'إذن استيراد الحجر الزراعي (جناح الحجر الزراعي، إدارة الإرشاد الزراعي)'],
  ['PHY', 'Phytosanitary certificate', 'উদ্ভিদ স্বাস্থ্য সনদ (ফাইটোস্যানিটারি সার্টিফিকেট)', 'Certificat phytosanitaire', 'Certificado fitosanitario', 'الشهادة الصحية النباتية'],
  ['HC', 'Veterinary or sanitary health certificate', 'পশু স্বাস্থ্য বা স্যানিটারি স্বাস্থ্য সনদ', 'Certificat vétérinaire ou sanitaire', 'Certificado veterinario o sanitario', 'الشهادة البيطرية أو الصحية'],
  ['DLSIP', 'Import permit of the Department of Livestock Services (animals, animal products, feed)', 'প্রাণিসম্পদ অধিদপ্তরের আমদানি অনুমতিপত্র (প্রাণী, প্রাণিজাত পণ্য, খাদ্য)', 'Permis d’importation du Département des services de l’élevage (animaux, produits animaux, aliments pour animaux)', 'Permiso de importación del Departamento de Servicios Ganaderos (animales, productos animales, piensos)', 'إذن استيراد من إدارة خدمات الثروة الحيوانية (الحيوانات والمنتجات الحيوانية والأعلاف)'],
  ['FHC', 'Health (salubrity) certificate for fish and fish products', 'মৎস্য ও মৎস্যপণ্যের স্বাস্থ্যকরত্ব সনদ', 'Certificat sanitaire (de salubrité) pour le poisson et les produits de la pêche', 'Certificado sanitario (de salubridad) para pescado y productos pesqueros', 'الشهادة الصحية للأسماك والمنتجات السمكية'],
  ['FTRC', 'Traceability certificate for fish and fish products', 'মৎস্য ও মৎস্যপণ্যের ট্রেসিবিলিটি সনদ', 'Certificat de traçabilité pour le poisson et les produits de la pêche', 'Certificado de trazabilidad para pescado y productos pesqueros', 'شهادة التتبع للأسماك والمنتجات السمكية'],
  ['HALAL', 'Halal certificate', 'হালাল সনদ', 'Certificat halal', 'Certificado halal', 'شهادة الحلال'],
  ['FNOC', 'No-objection certificate of the Department of Fisheries for fish imports', 'মৎস্য আমদানির জন্য মৎস্য অধিদপ্তরের অনাপত্তি সনদ', 'Certificat de non-objection du Département des pêches pour l’importation de poisson', 'Certificado de no objeción del Departamento de Pesca para importar pescado', 'شهادة عدم ممانعة من إدارة مصايد الأسماك لاستيراد الأسماك'],
  ['FQIP', 'Fish quarantine import permit (Department of Fisheries)', 'মৎস্য সংগনিরোধ আমদানি অনুমতিপত্র (মৎস্য অধিদপ্তর)', 'Permis d’importation de quarantaine des poissons (Département des pêches)', 'Permiso de importación de cuarentena pesquera (Departamento de Pesca)', 'إذن استيراد الحجر السمكي (إدارة مصايد الأسماك)'],
  ['DGDA', 'Import permission of the Directorate General of Drug Administration (medicines, medical devices)', 'ঔষধ প্রশাসন অধিদপ্তরের আমদানি অনুমতি (ঔষধ ও চিকিৎসা সরঞ্জাম)', 'Autorisation d’importation de la Direction générale de l’administration des médicaments (médicaments, dispositifs médicaux)', 'Autorización de importación de la Dirección General de Administración de Medicamentos (medicamentos, dispositivos médicos)', 'إذن الاستيراد من المديرية العامة لإدارة الأدوية (الأدوية والأجهزة الطبية)'],
  ['DOE', 'Environmental clearance of the Department of Environment', 'পরিবেশ অধিদপ্তরের পরিবেশগত ছাড়পত্র', 'Autorisation environnementale du Département de l’environnement', 'Autorización ambiental del Departamento de Medio Ambiente', 'الترخيص البيئي من إدارة البيئة'],
  ['ODSP', 'Import permit for ozone-depleting substances (Department of Environment)', 'ওজোনস্তর ক্ষয়কারী দ্রব্য আমদানির অনুমতিপত্র (পরিবেশ অধিদপ্তর)', 'Permis d’importation de substances appauvrissant la couche d’ozone (Département de l’environnement)', 'Permiso de importación de sustancias que agotan la capa de ozono (Departamento de Medio Ambiente)', 'إذن استيراد المواد المستنفدة للأوزون (إدارة البيئة)'],
  ['CWC', 'Clearance of the Bangladesh National Authority for Chemical Weapons Convention (scheduled chemicals)', 'রাসায়নিক অস্ত্র কনভেনশন বাস্তবায়নে বাংলাদেশ জাতীয় কর্তৃপক্ষের ছাড়পত্র (তফসিলভুক্ত রাসায়নিক)', 'Autorisation de l’Autorité nationale du Bangladesh pour la Convention sur les armes chimiques (produits chimiques inscrits)', 'Autorización de la Autoridad Nacional de Bangladés para la Convención sobre Armas Químicas (sustancias químicas de las listas)', 'ترخيص الهيئة الوطنية في بنغلاديش لاتفاقية الأسلحة الكيميائية (المواد الكيميائية المدرجة)'],
  ['EXPL', 'Licence or no-objection certificate of the Department of Explosives', 'বিস্ফোরক পরিদপ্তরের লাইসেন্স বা অনাপত্তি সনদ', 'Licence ou certificat de non-objection du Département des explosifs', 'Licencia o certificado de no objeción del Departamento de Explosivos', 'ترخيص أو شهادة عدم ممانعة من إدارة المتفجرات'],
  ['ARMS', 'Arms and ammunition import licence (Ministry of Home Affairs)', 'অস্ত্র ও গোলাবারুদ আমদানির লাইসেন্স (স্বরাষ্ট্র মন্ত্রণালয়)', 'Licence d’importation d’armes et de munitions (ministère de l’Intérieur)', 'Licencia de importación de armas y municiones (Ministerio del Interior)', 'رخصة استيراد الأسلحة والذخائر (وزارة الداخلية)'],
  ['NOC', 'No-objection certificate of the licensing authority (e.g. BTRC for telecom equipment)', 'লাইসেন্স প্রদানকারী কর্তৃপক্ষের অনাপত্তি সনদ (যেমন টেলিযোগাযোগ সরঞ্জামের জন্য বিটিআরসি)', 'Certificat de non-objection de l’autorité de délivrance (p. ex. BTRC pour les équipements de télécommunication)', 'Certificado de no objeción de la autoridad competente (p. ej., BTRC para equipos de telecomunicaciones)', 'شهادة عدم ممانعة من جهة الترخيص (مثل BTRC لمعدات الاتصالات)'],
  ['UD', 'Utilisation declaration (export-oriented garment industry)', 'ইউটিলাইজেশন ডিক্লারেশন (রপ্তানিমুখী পোশাক শিল্প)', 'Déclaration d’utilisation (industrie de l’habillement tournée vers l’exportation)', 'Declaración de utilización (industria de la confección orientada a la exportación)', 'إقرار الاستخدام (صناعة الملابس الموجهة للتصدير)'],
  ['BOND', 'Bonded warehouse licence and passbook', 'বন্ডেড ওয়্যারহাউস লাইসেন্স ও পাসবই', 'Licence et carnet d’entrepôt sous douane', 'Licencia y libreta de depósito aduanero', 'ترخيص المستودع الجمركي ودفتره'],
  ['EXP', 'EXP form (export declaration to Bangladesh Bank)', 'ইএক্সপি ফরম (বাংলাদেশ ব্যাংকের রপ্তানি ঘোষণা)', 'Formulaire EXP (déclaration d’exportation à la Bangladesh Bank)', 'Formulario EXP (declaración de exportación al Bangladesh Bank)', 'نموذج EXP (إقرار التصدير إلى بنك بنغلاديش)'],
  ['EXPP', 'Export permit of the Chief Controller of Imports and Exports', 'আমদানি ও রপ্তানি প্রধান নিয়ন্ত্রকের রপ্তানি অনুমতিপত্র', 'Permis d’exportation du contrôleur en chef des importations et des exportations', 'Permiso de exportación del Controlador Jefe de Importaciones y Exportaciones', 'إذن التصدير من المراقب العام للاستيراد والتصدير'],
  ['GSPCO', 'Preferential certificate of origin (GSP and trade agreements)', 'অগ্রাধিকারমূলক উৎস সনদ (জিএসপি ও বাণিজ্য চুক্তি)', 'Certificat d’origine préférentiel (SPG et accords commerciaux)', 'Certificado de origen preferencial (SGP y acuerdos comerciales)', 'شهادة المنشأ التفضيلية (نظام الأفضليات المعمم والاتفاقيات التجارية)'],
  ['BOE', 'Bill of entry', 'বিল অব এন্ট্রি', 'Déclaration d’importation (bill of entry)', 'Declaración de importación (bill of entry)', 'بيان الإدخال الجمركي'],
  ['BOX', 'Bill of export', 'বিল অব এক্সপোর্ট', 'Déclaration d’exportation (bill of export)', 'Declaración de exportación (bill of export)', 'بيان التصدير الجمركي'],
  ['AUTH', 'Authorisation letter of the importer or exporter to the C&F agent', 'সিঅ্যান্ডএফ এজেন্টের অনুকূলে আমদানিকারক বা রপ্তানিকারকের ক্ষমতাপত্র', 'Lettre d’autorisation de l’importateur ou de l’exportateur au commissionnaire en douane', 'Carta de autorización del importador o exportador al agente de aduanas', 'خطاب تفويض من المستورد أو المصدّر إلى المخلّص الجمركي'],
  ['CAT', 'Catalogue or technical literature', 'ক্যাটালগ বা কারিগরি বিবরণী', 'Catalogue ou documentation technique', 'Catálogo o documentación técnica', 'الكتالوج أو الوثائق الفنية'],
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
writeSingleSampleFile(
  'attachedDocument',
  ATTACHED_DOCUMENTS.map(
    ([code, description, descriptionTranslated, descriptionFr, descriptionEs, descriptionAr]) => ({
      code,
      description,
      descriptionTranslated,
      descriptionFr,
      descriptionEs,
      descriptionAr,
    }),
  ),
);
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
