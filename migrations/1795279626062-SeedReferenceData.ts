import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * Reference data the app cannot start without. The rows are written out here rather than imported
 * from src/, because a migration must insert the same rows forever, whatever src/ becomes.
 * Catalogue ids are given explicitly so that they are the same in every environment.
 */

const LANGUAGES = [
  { id: 1, language_name: 'English', code: 'en', image: '/images/languages/en.svg', is_default: 1 },
  { id: 2, language_name: 'Hindi', code: 'hi', image: '/images/languages/hi.svg', is_default: 0 },
];

const PRODUCTS = [
  { id: 1, code: 'PL', name: 'Personal Loans', slug: 'personal-loans' },
  { id: 2, code: 'BL', name: 'Business Loans', slug: 'business-loans' },
  { id: 3, code: 'GL', name: 'Gold Loans', slug: 'gold-loans' },
  { id: 4, code: 'HL', name: 'Affordable Housing Loan', slug: 'affordable-housing-loan' },
  { id: 5, code: 'CC', name: 'Credit Cards', slug: 'credit-cards' },
  { id: 6, code: 'INS', name: 'Other Insurance', slug: 'other-insurance' },
];

const REVENUE_TYPES = [
  'Disbursal',
  'Sanction',
  'Login',
  'Lead',
  'Card Issuance',
  'Card Activation',
  'Policy Issuance',
];

/** [value, English label, Hindi label, meta?] in display order. */
type Option = [string, string, string, Record<string, unknown>?];

const gender = (male: string, female: string, other: string): Option[] => [
  [male, 'Male', 'पुरुष'],
  [female, 'Female', 'महिला'],
  [other, 'Other', 'अन्य'],
];

const maritalStatus = (
  single: string,
  married: string,
  divorced: string,
  widowed: string,
): Option[] => [
  [single, 'Single', 'अविवाहित'],
  [married, 'Married', 'विवाहित'],
  [divorced, 'Divorced', 'तलाकशुदा'],
  [widowed, 'Widowed', 'विधवा / विधुर'],
];

// Lists prefixed with a lender (mv: Money View, mt: MoneyTap, nira, cashe, upwards) hold that
// lender's own codes, sent as-is in its API; check them against the lender's documentation when
// its integration is built.
const SMART_LISTS: Record<string, Option[]> = {
  commPreferences: [
    ['email', 'Email', 'ईमेल'],
    ['sms', 'SMS', 'एसएमएस'],
    ['whatsapp', 'WhatsApp', 'व्हाट्सऐप'],
    ['phone_call', 'Phone call', 'फ़ोन कॉल'],
  ],
  // meta.lenderFlag names the lenders column (salaried, self_employed, business) that must be 1.
  employmentStatus: [
    ['salaried', 'Salaried', 'वेतनभोगी', { lenderFlag: 'salaried' }],
    [
      'self_employed_professional',
      'Self-employed professional',
      'स्व-नियोजित पेशेवर',
      { lenderFlag: 'self_employed' },
    ],
    ['business_owner', 'Business owner', 'व्यवसाय के मालिक', { lenderFlag: 'business' }],
    ['student', 'Student', 'छात्र', { lenderFlag: null }],
    ['retired', 'Retired', 'सेवानिवृत्त', { lenderFlag: null }],
    ['homemaker', 'Homemaker', 'गृहिणी', { lenderFlag: null }],
  ],
  salaryMode: [
    ['bank_transfer', 'Bank transfer', 'बैंक ट्रांसफ़र'],
    ['cheque', 'Cheque', 'चेक'],
    ['cash', 'Cash', 'नकद'],
  ],
  mvGender: gender('male', 'female', 'other'),
  residentType: [
    ['owned', 'Owned', 'स्वयं का'],
    ['owned_by_parents', 'Owned by parents', 'माता-पिता का'],
    ['rented', 'Rented', 'किराए का'],
    ['company_provided', 'Company provided', 'कंपनी द्वारा दिया गया'],
    ['pg_hostel', 'PG / hostel', 'पीजी / हॉस्टल'],
  ],
  educationalLevel: [
    ['below_10th', 'Below 10th', '10वीं से कम'],
    ['10th', '10th pass', '10वीं पास'],
    ['12th', '12th pass', '12वीं पास'],
    ['diploma', 'Diploma', 'डिप्लोमा'],
    ['graduate', 'Graduate', 'स्नातक'],
    ['post_graduate', 'Post graduate', 'स्नातकोत्तर'],
    ['professional', 'Professional degree (CA, CS, MBBS, …)', 'व्यावसायिक डिग्री (CA, CS, MBBS, …)'],
    ['doctorate', 'Doctorate', 'डॉक्टरेट'],
  ],
  // The profile stores the answer as prefer_net_banking 0/1.
  preferNetBanking: [
    ['1', 'Yes', 'हाँ'],
    ['0', 'No', 'नहीं'],
  ],
  Gender: gender('male', 'female', 'other'),
  currentResidencyType: [
    ['OWNED', 'Owned', 'स्वयं का'],
    ['RENTED', 'Rented', 'किराए का'],
    ['FAMILY', 'Living with family', 'परिवार के साथ'],
    ['COMPANY_PROVIDED', 'Company provided', 'कंपनी द्वारा दिया गया'],
    ['PG', 'Paying guest / hostel', 'पेइंग गेस्ट / हॉस्टल'],
  ],
  upwardsResidentStayCategory: [
    ['LESS_THAN_1_YEAR', 'Less than 1 year', '1 वर्ष से कम'],
    ['1_TO_3_YEARS', '1 to 3 years', '1 से 3 वर्ष'],
    ['3_TO_5_YEARS', '3 to 5 years', '3 से 5 वर्ष'],
    ['MORE_THAN_5_YEARS', 'More than 5 years', '5 वर्ष से अधिक'],
  ],
  professionType: [
    ['it_software', 'IT / software', 'आईटी / सॉफ़्टवेयर'],
    ['banking_finance', 'Banking / finance', 'बैंकिंग / वित्त'],
    ['government', 'Government / PSU', 'सरकारी / सार्वजनिक उपक्रम'],
    ['healthcare', 'Healthcare', 'स्वास्थ्य सेवा'],
    ['education', 'Education', 'शिक्षा'],
    ['manufacturing', 'Manufacturing', 'विनिर्माण'],
    ['sales_retail', 'Sales / retail', 'बिक्री / खुदरा'],
    ['bpo', 'BPO / call centre', 'बीपीओ / कॉल सेंटर'],
    ['other', 'Other', 'अन्य'],
  ],
  employeementTenure: [
    ['less_than_6_months', 'Less than 6 months', '6 महीने से कम', { minMonths: 0 }],
    ['6_to_12_months', '6 to 12 months', '6 से 12 महीने', { minMonths: 6 }],
    ['1_to_2_years', '1 to 2 years', '1 से 2 वर्ष', { minMonths: 12 }],
    ['2_to_5_years', '2 to 5 years', '2 से 5 वर्ष', { minMonths: 24 }],
    ['more_than_5_years', 'More than 5 years', '5 वर्ष से अधिक', { minMonths: 60 }],
  ],
  totalWorkExperience: [
    ['less_than_1_year', 'Less than 1 year', '1 वर्ष से कम', { minYears: 0 }],
    ['1_to_3_years', '1 to 3 years', '1 से 3 वर्ष', { minYears: 1 }],
    ['3_to_5_years', '3 to 5 years', '3 से 5 वर्ष', { minYears: 3 }],
    ['5_to_10_years', '5 to 10 years', '5 से 10 वर्ष', { minYears: 5 }],
    ['more_than_10_years', 'More than 10 years', '10 वर्ष से अधिक', { minYears: 10 }],
  ],
  loanPurpose: [
    ['medical', 'Medical emergency', 'चिकित्सा आपातकाल'],
    ['education', 'Education', 'शिक्षा'],
    ['travel', 'Travel', 'यात्रा'],
    ['wedding', 'Wedding', 'विवाह'],
    ['home_renovation', 'Home renovation', 'घर की मरम्मत'],
    ['debt_consolidation', 'Debt consolidation', 'कर्ज़ चुकाना'],
    ['consumer_durables', 'Consumer durables', 'उपभोक्ता सामान'],
    ['business', 'Business needs', 'व्यावसायिक ज़रूरतें'],
    ['other', 'Other', 'अन्य'],
  ],
  mtGender: gender('MALE', 'FEMALE', 'OTHER'),
  mtMaritalStatus: maritalStatus('SINGLE', 'MARRIED', 'DIVORCED', 'WIDOWED'),
  mtCompanyType: [
    ['PRIVATE_LIMITED', 'Private limited company', 'प्राइवेट लिमिटेड कंपनी'],
    ['PUBLIC_LIMITED', 'Public limited company', 'पब्लिक लिमिटेड कंपनी'],
    ['MNC', 'Multinational company', 'बहुराष्ट्रीय कंपनी'],
    ['GOVERNMENT', 'Government', 'सरकारी'],
    ['PSU', 'Public sector undertaking', 'सार्वजनिक क्षेत्र उपक्रम'],
    ['PARTNERSHIP', 'Partnership firm', 'साझेदारी फ़र्म'],
    ['PROPRIETORSHIP', 'Proprietorship', 'एकल स्वामित्व'],
    ['OTHERS', 'Others', 'अन्य'],
  ],
  mtResidencyType: [
    ['OWNED', 'Owned', 'स्वयं का'],
    ['RENTED', 'Rented', 'किराए का'],
    ['PARENTS', 'Owned by parents', 'माता-पिता का'],
    ['COMPANY_PROVIDED', 'Company provided', 'कंपनी द्वारा दिया गया'],
    ['PG_HOSTEL', 'PG / hostel', 'पीजी / हॉस्टल'],
  ],
  niraGender: gender('Male', 'Female', 'Other'),
  niraMaritalStatus: maritalStatus('Single', 'Married', 'Divorced', 'Widowed'),
  niraJobSector: [
    ['IT', 'IT / software', 'आईटी / सॉफ़्टवेयर'],
    ['BPO', 'BPO / KPO', 'बीपीओ / केपीओ'],
    ['BANKING', 'Banking / financial services', 'बैंकिंग / वित्तीय सेवाएँ'],
    ['MANUFACTURING', 'Manufacturing', 'विनिर्माण'],
    ['RETAIL', 'Retail', 'खुदरा'],
    ['HEALTHCARE', 'Healthcare', 'स्वास्थ्य सेवा'],
    ['EDUCATION', 'Education', 'शिक्षा'],
    ['GOVERNMENT', 'Government', 'सरकारी'],
    ['HOSPITALITY', 'Hospitality', 'आतिथ्य'],
    ['LOGISTICS', 'Logistics', 'लॉजिस्टिक्स'],
    ['OTHERS', 'Others', 'अन्य'],
  ],
  niraWorkStatus: [
    ['FULL_TIME', 'Full-time', 'पूर्णकालिक'],
    ['PART_TIME', 'Part-time', 'अंशकालिक'],
    ['CONTRACT', 'Contract', 'अनुबंध'],
    ['PROBATION', 'On probation', 'परिवीक्षा पर'],
  ],
  casheGender: gender('M', 'F', 'O'),
  businessType: [
    ['proprietorship', 'Sole proprietorship', 'एकल स्वामित्व'],
    ['partnership', 'Partnership firm', 'साझेदारी फ़र्म'],
    ['llp', 'Limited liability partnership (LLP)', 'सीमित देयता भागीदारी (LLP)'],
    ['private_limited', 'Private limited company', 'प्राइवेट लिमिटेड कंपनी'],
    ['public_limited', 'Public limited company', 'पब्लिक लिमिटेड कंपनी'],
    ['huf', 'Hindu undivided family (HUF)', 'हिंदू अविभाजित परिवार (HUF)'],
  ],
  businessNature: [
    ['manufacturing', 'Manufacturing', 'विनिर्माण'],
    ['trading', 'Trading / wholesale', 'व्यापार / थोक'],
    ['retail', 'Retail', 'खुदरा'],
    ['services', 'Services', 'सेवाएँ'],
    ['agriculture', 'Agriculture and allied', 'कृषि एवं संबद्ध'],
    ['other', 'Other', 'अन्य'],
  ],
  businessVintage: [
    ['less_than_1_year', 'Less than 1 year', '1 वर्ष से कम', { minYears: 0 }],
    ['1_to_2_years', '1 to 2 years', '1 से 2 वर्ष', { minYears: 1 }],
    ['2_to_3_years', '2 to 3 years', '2 से 3 वर्ष', { minYears: 2 }],
    ['3_to_5_years', '3 to 5 years', '3 से 5 वर्ष', { minYears: 3 }],
    ['more_than_5_years', 'More than 5 years', '5 वर्ष से अधिक', { minYears: 5 }],
  ],
  // Annual turnover, rupees.
  businessTurnover: [
    ['upto_10l', 'Up to ₹10 lakh', '₹10 लाख तक', { min: 0, max: 1000000 }],
    ['10l_to_25l', '₹10 lakh to ₹25 lakh', '₹10 लाख से ₹25 लाख', { min: 1000001, max: 2500000 }],
    ['25l_to_50l', '₹25 lakh to ₹50 lakh', '₹25 लाख से ₹50 लाख', { min: 2500001, max: 5000000 }],
    ['50l_to_1cr', '₹50 lakh to ₹1 crore', '₹50 लाख से ₹1 करोड़', { min: 5000001, max: 10000000 }],
    ['1cr_to_5cr', '₹1 crore to ₹5 crore', '₹1 करोड़ से ₹5 करोड़', { min: 10000001, max: 50000000 }],
    ['above_5cr', 'Above ₹5 crore', '₹5 करोड़ से अधिक', { min: 50000001, max: null }],
  ],
  businessRegistrationType: [
    ['gst', 'GST registration', 'जीएसटी पंजीकरण'],
    ['udyam', 'Udyam (MSME) registration', 'उद्यम (MSME) पंजीकरण'],
    ['shop_establishment', 'Shop and establishment licence', 'दुकान एवं स्थापना लाइसेंस'],
    ['trade_licence', 'Trade licence', 'व्यापार लाइसेंस'],
    ['incorporation', 'Certificate of incorporation', 'निगमन प्रमाणपत्र'],
    ['none', 'Not registered', 'पंजीकृत नहीं'],
  ],
  professionalType: [
    ['doctor', 'Doctor', 'डॉक्टर'],
    ['chartered_accountant', 'Chartered accountant', 'चार्टर्ड अकाउंटेंट'],
    ['company_secretary', 'Company secretary', 'कंपनी सचिव'],
    ['architect', 'Architect', 'वास्तुकार'],
    ['lawyer', 'Lawyer', 'वकील'],
    ['consultant', 'Consultant', 'सलाहकार'],
    ['other', 'Other', 'अन्य'],
  ],
  professionalYears: [
    ['less_than_2_years', 'Less than 2 years', '2 वर्ष से कम', { minYears: 0 }],
    ['2_to_5_years', '2 to 5 years', '2 से 5 वर्ष', { minYears: 2 }],
    ['5_to_10_years', '5 to 10 years', '5 से 10 वर्ष', { minYears: 5 }],
    ['more_than_10_years', 'More than 10 years', '10 वर्ष से अधिक', { minYears: 10 }],
  ],
  // Loan-amount buckets in rupees, inclusive; a lender's ticket_class is the highest it lends in.
  ticketClass: [
    ['upto_50k', 'Up to ₹50,000', '₹50,000 तक', { min: 1000, max: 50000 }],
    ['50k_to_2l', '₹50,001 to ₹2,00,000', '₹50,001 से ₹2,00,000', { min: 50001, max: 200000 }],
    ['2l_to_5l', '₹2,00,001 to ₹5,00,000', '₹2,00,001 से ₹5,00,000', { min: 200001, max: 500000 }],
    [
      '5l_to_50l',
      '₹5,00,001 to ₹50,00,000',
      '₹5,00,001 से ₹50,00,000',
      { min: 500001, max: 5000000 },
    ],
  ],
  // Bureau-score buckets, the value being the bucket's lowest score; a lender's
  // credit_score_class is the lowest bucket it accepts.
  creditScoreClass: [
    ['0', 'No credit history / below 625', 'कोई क्रेडिट इतिहास नहीं / 625 से कम', { minScore: 0 }],
    ['625', '625 to 649', '625 से 649', { minScore: 625 }],
    ['650', '650 to 699', '650 से 699', { minScore: 650 }],
    ['700', '700 to 749', '700 से 749', { minScore: 700 }],
    ['750', '750 and above', '750 और अधिक', { minScore: 750 }],
  ],
};

const smartListRows = () =>
  Object.entries(SMART_LISTS).flatMap(([listKey, options]) =>
    options.map(([value, label, labelHi, meta], index) => ({
      list_key: listKey,
      value,
      label,
      label_hi: labelHi,
      sort_order: index + 1,
      meta: meta ?? null,
    })),
  );

export class SeedReferenceData1795279626062 implements MigrationInterface {
  name = 'SeedReferenceData1795279626062';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO "languages" ("id", "language_name", "code", "image", "is_default", "country_key", "country_name", "phone_code", "sort_order")
       SELECT x.id, x.language_name, x.code, x.image, x.is_default, 'IN', 'India', '91', x.id
       FROM jsonb_to_recordset($1::jsonb) AS x(id int, language_name varchar, code varchar, image varchar, is_default smallint)`,
      [JSON.stringify(LANGUAGES)],
    );
    await queryRunner.query(
      `INSERT INTO "products" ("id", "code", "name", "slug", "sort_order", "status")
       SELECT x.id, x.code, x.name, x.slug, x.id, 1
       FROM jsonb_to_recordset($1::jsonb) AS x(id int, code varchar, name varchar, slug varchar)`,
      [JSON.stringify(PRODUCTS)],
    );
    await queryRunner.query(
      `INSERT INTO "revenue_types" ("id", "name")
       SELECT x.ord, x.name FROM unnest($1::varchar[]) WITH ORDINALITY AS x(name, ord)`,
      [REVENUE_TYPES],
    );
    // Explicit ids leave the identity sequences behind; move them past the seeded rows.
    for (const table of ['languages', 'products', 'revenue_types']) {
      await queryRunner.query(
        `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), (SELECT MAX("id") FROM "${table}"))`,
      );
    }
    await queryRunner.query(
      `INSERT INTO "smart_list_options" ("list_key", "value", "label", "label_hi", "sort_order", "meta")
       SELECT x.list_key, x.value, x.label, x.label_hi, x.sort_order, x.meta
       FROM jsonb_to_recordset($1::jsonb)
         AS x(list_key varchar, value varchar, label varchar, label_hi varchar, sort_order int, meta jsonb)`,
      [JSON.stringify(smartListRows())],
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM "smart_list_options" o
       USING jsonb_to_recordset($1::jsonb) AS x(list_key varchar, value varchar)
       WHERE o."list_key" = x.list_key AND o."value" = x.value`,
      [JSON.stringify(smartListRows())],
    );
    await queryRunner.query(`DELETE FROM "revenue_types" WHERE "name" = ANY($1::varchar[])`, [
      REVENUE_TYPES,
    ]);
    await queryRunner.query(`DELETE FROM "products" WHERE "code" = ANY($1::varchar[])`, [
      PRODUCTS.map((p) => p.code),
    ]);
    await queryRunner.query(`DELETE FROM "languages" WHERE "code" = ANY($1::varchar[])`, [
      LANGUAGES.map((l) => l.code),
    ]);
  }
}
