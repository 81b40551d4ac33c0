import type { InsurancePlan } from '@marketplace/contracts';

/** A plan's fields that most demo plans share, so each plan lists only what sets it apart. */
const plan = (p: Partial<InsurancePlan> & Pick<InsurancePlan, 'type'>): InsurancePlan => ({
  name: '',
  nameHi: '',
  minAge: 18,
  maxAge: 65,
  coverMin: 100_000,
  coverMax: 5_000_000,
  premiumFrom: null,
  waitingPeriodMonths: null,
  minAnnualIncome: null,
  maxVehicleAgeYears: null,
  features: '',
  featuresHi: '',
  redirectUrl: '',
  ...p,
});

const url = (slug: string) => `https://insurance.example/${slug}?ref={TRANSACTION_ID}`;

/**
 * Demo insurers, named in the style of Indian insurers but made up and marked "(demo)"; their
 * IRDAI numbers are obviously not real registrations. Premiums are yearly indications (the
 * two-wheeler and car figures are of the order of the third-party tariff), one term insurer gives
 * no premium and one two-wheeler plan none either, so every display case shows on the demo.
 */
export const DEMO_INSURERS: {
  name: string;
  legalName: string;
  irdaiRegistration: string;
  claimSettlementRatio: string | null;
  plans: InsurancePlan[];
}[] = [
  {
    name: 'Arogya Plus Health (demo)',
    legalName: 'Arogya Plus Health Insurance Company Limited (demo)',
    irdaiRegistration: 'DEMO-IRDAI-901',
    claimSettlementRatio: '91.20',
    plans: [
      plan({
        type: 'health',
        name: 'Family Floater Care',
        nameHi: 'फ़ैमिली फ़्लोटर केयर',
        coverMin: 300_000,
        coverMax: 5_000_000,
        premiumFrom: 8_400,
        waitingPeriodMonths: 36,
        features:
          'Cashless treatment at network hospitals; no room-rent limit; free yearly check-up',
        featuresHi: 'नेटवर्क अस्पतालों में कैशलेस इलाज; कमरे के किराए की कोई सीमा नहीं; मुफ़्त वार्षिक जाँच',
        redirectUrl: url('arogya-plus'),
      }),
    ],
  },
  {
    name: 'Suraksha General (demo)',
    legalName: 'Suraksha General Insurance Company Limited (demo)',
    irdaiRegistration: 'DEMO-IRDAI-902',
    claimSettlementRatio: '88.60',
    plans: [
      plan({
        type: 'health',
        name: 'Health Shield',
        nameHi: 'हेल्थ शील्ड',
        maxAge: 60,
        coverMin: 500_000,
        coverMax: 10_000_000,
        premiumFrom: 11_200,
        waitingPeriodMonths: 24,
        features: 'Pre-existing illnesses covered after 2 years; restore benefit once a year',
        featuresHi: 'पहले से मौजूद बीमारियाँ 2 वर्ष बाद कवर; वर्ष में एक बार कवर बहाली',
        redirectUrl: url('suraksha-health'),
      }),
      plan({
        type: 'motor',
        name: 'Car Protect',
        nameHi: 'कार प्रोटेक्ट',
        coverMin: 100_000,
        coverMax: 5_000_000,
        premiumFrom: 2_094,
        maxVehicleAgeYears: 15,
        features:
          'Comprehensive or third-party cover; zero-depreciation add-on; 24×7 roadside help',
        featuresHi: 'व्यापक या थर्ड-पार्टी कवर; ज़ीरो-डेप्रिसिएशन ऐड-ऑन; 24×7 सड़क सहायता',
        redirectUrl: url('suraksha-car'),
      }),
      plan({
        type: 'two_wheeler',
        name: 'Two-Wheeler Protect',
        nameHi: 'टू-व्हीलर प्रोटेक्ट',
        coverMin: 10_000,
        coverMax: 300_000,
        premiumFrom: 714,
        maxVehicleAgeYears: 15,
        features: 'Third-party and own-damage cover; personal accident cover for the owner-driver',
        featuresHi: 'थर्ड-पार्टी और स्वयं की क्षति का कवर; मालिक-चालक के लिए व्यक्तिगत दुर्घटना कवर',
        redirectUrl: url('suraksha-two-wheeler'),
      }),
    ],
  },
  {
    name: 'Kavach Life (demo)',
    legalName: 'Kavach Life Insurance Company Limited (demo)',
    irdaiRegistration: 'DEMO-IRDAI-903',
    claimSettlementRatio: '98.50',
    plans: [
      plan({
        type: 'term_life',
        name: 'Term Kavach',
        nameHi: 'टर्म कवच',
        coverMin: 2_500_000,
        coverMax: 100_000_000,
        premiumFrom: 6_500,
        minAnnualIncome: 300_000,
        features: 'Pure term cover to age 85; the sum assured paid at once or monthly',
        featuresHi: '85 वर्ष की आयु तक शुद्ध टर्म कवर; बीमा राशि एकमुश्त या मासिक',
        redirectUrl: url('kavach-term'),
      }),
    ],
  },
  {
    name: 'Jeevan Setu Life (demo)',
    legalName: 'Jeevan Setu Life Insurance Limited (demo)',
    irdaiRegistration: 'DEMO-IRDAI-904',
    claimSettlementRatio: null,
    plans: [
      plan({
        type: 'term_life',
        name: 'Setu Secure Term',
        nameHi: 'सेतु सिक्योर टर्म',
        minAge: 21,
        maxAge: 55,
        coverMin: 5_000_000,
        coverMax: 50_000_000,
        minAnnualIncome: 500_000,
        features: 'Term cover with a critical-illness rider; premium quoted after a medical check',
        featuresHi: 'गंभीर बीमारी राइडर के साथ टर्म कवर; प्रीमियम मेडिकल जाँच के बाद बताया जाता है',
        redirectUrl: url('jeevan-setu-term'),
      }),
    ],
  },
  {
    name: 'Sahyatri General (demo)',
    legalName: 'Sahyatri General Insurance Limited (demo)',
    irdaiRegistration: 'DEMO-IRDAI-905',
    claimSettlementRatio: '85.40',
    plans: [
      plan({
        type: 'health',
        name: 'Senior Care',
        nameHi: 'सीनियर केयर',
        minAge: 18,
        maxAge: 75,
        coverMin: 200_000,
        coverMax: 2_500_000,
        premiumFrom: 14_500,
        waitingPeriodMonths: 48,
        features: 'Entry up to age 75; day-care procedures covered; 20% co-payment above age 60',
        featuresHi: '75 वर्ष तक प्रवेश; डे-केयर प्रक्रियाएँ कवर; 60 वर्ष से ऊपर 20% सह-भुगतान',
        redirectUrl: url('sahyatri-health'),
      }),
      plan({
        type: 'motor',
        name: 'Drive Easy',
        nameHi: 'ड्राइव ईज़ी',
        coverMin: 200_000,
        coverMax: 3_000_000,
        premiumFrom: 2_450,
        maxVehicleAgeYears: 10,
        features: 'Cashless repairs at partner garages; engine-protection add-on',
        featuresHi: 'साझेदार गैराजों में कैशलेस मरम्मत; इंजन-सुरक्षा ऐड-ऑन',
        redirectUrl: url('sahyatri-car'),
      }),
      plan({
        type: 'two_wheeler',
        name: 'Ride Easy',
        nameHi: 'राइड ईज़ी',
        coverMin: 15_000,
        coverMax: 200_000,
        maxVehicleAgeYears: 10,
        features: 'Own-damage and third-party cover; long-term policy for up to 5 years',
        featuresHi: 'स्वयं की क्षति और थर्ड-पार्टी कवर; 5 वर्ष तक की दीर्घकालिक पॉलिसी',
        redirectUrl: url('sahyatri-two-wheeler'),
      }),
    ],
  },
];
