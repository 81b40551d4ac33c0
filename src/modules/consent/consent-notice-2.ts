import type { ConsentNoticeView } from '@marketplace/contracts';

/**
 * The second notice: the first one's purposes (worded as before, so a consumer reads what
 * changed in the items below), analytics as a purpose of its own, and each item of data with its
 * purpose, recipients and retention, the consumer's rights and how to complain (DPDP Rules 2025
 * r.3). The retention periods are the ones the erasure and retention jobs enforce.
 */
export const NOTICE_2: ConsentNoticeView = {
  version: 2,
  effectiveFrom: '2026-11-27',
  purposes: [
    {
      key: 'matching',
      required: true,
      en: {
        title: 'Matching you with lenders',
        text:
          'We use your mobile number and the profile you fill in to find the lenders whose ' +
          'criteria you meet, to show you their offers, and to send your application to the ' +
          'one lender you choose. Without this we cannot serve you; you withdraw it by asking ' +
          'us to erase your data.',
      },
      hi: {
        title: 'ऋणदाताओं से आपका मिलान',
        text:
          'हम आपके मोबाइल नंबर और आपकी भरी प्रोफ़ाइल का उपयोग उन ऋणदाताओं को खोजने के लिए करते हैं ' +
          'जिनकी शर्तें आप पूरी करते हैं, उनके ऑफ़र दिखाने के लिए, और आपका आवेदन आपके चुने हुए ' +
          'एक ऋणदाता को भेजने के लिए। इसके बिना हम आपकी सेवा नहीं कर सकते; इसे वापस लेने के लिए ' +
          'अपना डेटा मिटाने का अनुरोध करें।',
      },
    },
    {
      key: 'sms',
      required: false,
      en: { title: 'SMS', text: 'Text messages about your applications, offers and new products.' },
      hi: { title: 'एसएमएस', text: 'आपके आवेदनों, ऑफ़र और नए उत्पादों के बारे में एसएमएस संदेश।' },
    },
    {
      key: 'email',
      required: false,
      en: { title: 'E-mail', text: 'E-mails about your applications, offers and new products.' },
      hi: { title: 'ई-मेल', text: 'आपके आवेदनों, ऑफ़र और नए उत्पादों के बारे में ई-मेल।' },
    },
    {
      key: 'calls',
      required: false,
      en: {
        title: 'Phone calls',
        text: 'Calls from our team, between 09:00 and 19:00 India time, to help you complete an application.',
      },
      hi: {
        title: 'फ़ोन कॉल',
        text: 'आवेदन पूरा करने में मदद के लिए हमारी टीम से भारतीय समय सुबह 09:00 से शाम 19:00 के बीच कॉल।',
      },
    },
    {
      key: 'partner_contact',
      required: false,
      en: {
        title: 'Partners (DSAs)',
        text:
          'The partner who referred you may follow up with you, and partners may send us your ' +
          'details to start an application for you.',
      },
      hi: {
        title: 'पार्टनर (डीएसए)',
        text:
          'जिस पार्टनर ने आपको भेजा है वह आपसे संपर्क कर सकता है, और पार्टनर आपके लिए आवेदन शुरू ' +
          'करने हेतु आपका विवरण हमें भेज सकते हैं।',
      },
    },
    {
      key: 'analytics',
      required: false,
      en: {
        title: 'Analytics',
        text:
          'Counting the pages you open in this app (never your number, name or any id) with ' +
          'Google Analytics, to see which pages help people and which do not.',
      },
      hi: {
        title: 'एनालिटिक्स',
        text:
          'इस ऐप में आपके खोले गए पेजों की गिनती (कभी आपका नंबर, नाम या कोई आईडी नहीं) Google ' +
          'Analytics से, यह देखने के लिए कि कौन-से पेज लोगों की मदद करते हैं और कौन-से नहीं।',
      },
    },
  ],
  data: [
    {
      key: 'mobile',
      en: {
        item: 'Mobile number',
        purpose: 'Signing you in by OTP; the messages and calls you allow.',
        recipients:
          'Our SMS gateway (to deliver OTPs and messages); the lender you choose; the partner ' +
          'who referred you sees its last four digits.',
        kept: 'While your account is open; erased on your request or after 3 years without a sign-in.',
      },
      hi: {
        item: 'मोबाइल नंबर',
        purpose: 'ओटीपी से साइन-इन; वे संदेश और कॉल जिनकी आप अनुमति देते हैं।',
        recipients:
          'हमारा एसएमएस गेटवे (ओटीपी और संदेश पहुँचाने के लिए); आपका चुना हुआ ऋणदाता; आपको भेजने ' +
          'वाला पार्टनर इसके केवल अंतिम चार अंक देखता है।',
        kept: 'जब तक आपका खाता खुला है; आपके अनुरोध पर या 3 वर्ष तक साइन-इन न होने पर मिटा दिया जाता है।',
      },
    },
    {
      key: 'identity',
      en: {
        item: 'Name, birth date, gender, e-mail, address and PIN code',
        purpose: "Checking lenders' age and location criteria; your application.",
        recipients: 'Only the lender you choose, with your application.',
        kept: 'As the mobile number.',
      },
      hi: {
        item: 'नाम, जन्म तिथि, लिंग, ई-मेल, पता और पिन कोड',
        purpose: 'ऋणदाताओं की आयु और स्थान की शर्तों की जाँच; आपका आवेदन।',
        recipients: 'केवल आपका चुना हुआ ऋणदाता, आपके आवेदन के साथ।',
        kept: 'मोबाइल नंबर की तरह।',
      },
    },
    {
      key: 'pan',
      en: {
        item: 'PAN',
        purpose: "The lender's identity and credit checks.",
        recipients: 'Only the lender you choose; shown masked everywhere else.',
        kept: 'As the mobile number.',
      },
      hi: {
        item: 'पैन',
        purpose: 'ऋणदाता की पहचान और क्रेडिट जाँच।',
        recipients: 'केवल आपका चुना हुआ ऋणदाता; बाकी हर जगह छिपाकर दिखाया जाता है।',
        kept: 'मोबाइल नंबर की तरह।',
      },
    },
    {
      key: 'finances',
      en: {
        item: 'Employment, income, EMIs, rent, bank IFSC and credit score band',
        purpose: "Matching lenders' income and credit criteria; your application.",
        recipients: 'Only the lender you choose, with your application.',
        kept: 'As the mobile number.',
      },
      hi: {
        item: 'रोज़गार, आय, ईएमआई, किराया, बैंक आईएफ़एससी और क्रेडिट स्कोर श्रेणी',
        purpose: 'ऋणदाताओं की आय और क्रेडिट शर्तों से मिलान; आपका आवेदन।',
        recipients: 'केवल आपका चुना हुआ ऋणदाता, आपके आवेदन के साथ।',
        kept: 'मोबाइल नंबर की तरह।',
      },
    },
    {
      key: 'applications',
      en: {
        item: 'Your applications, the offers and Key Fact Statements shown to you',
        purpose: 'Sending your application; the records lending law asks us to keep.',
        recipients:
          'The lender of each application; the partner who referred you sees its status and ' +
          'amounts; our support system (CRM) when you ask us for help.',
        kept: '5 years after your account is erased, without your name or number (RBI, PMLA).',
      },
      hi: {
        item: 'आपके आवेदन, आपको दिखाए गए ऑफ़र और मुख्य तथ्य विवरण (KFS)',
        purpose: 'आपका आवेदन भेजना; वे रिकॉर्ड जो ऋण संबंधी कानून रखने को कहता है।',
        recipients:
          'हर आवेदन का ऋणदाता; आपको भेजने वाला पार्टनर उसकी स्थिति और राशि देखता है; आपके मदद ' +
          'माँगने पर हमारा सहायता सिस्टम (CRM)।',
        kept: 'खाता मिटने के बाद 5 वर्ष, आपके नाम या नंबर के बिना (RBI, PMLA)।',
      },
    },
    {
      key: 'consents',
      en: {
        item: 'Your consents and withdrawals',
        purpose: 'Proof of what you agreed to.',
        recipients: 'No one.',
        kept: '3 years after your account is erased.',
      },
      hi: {
        item: 'आपकी सहमतियाँ और उनकी वापसी',
        purpose: 'आपने किस बात पर सहमति दी, इसका प्रमाण।',
        recipients: 'कोई नहीं।',
        kept: 'खाता मिटने के बाद 3 वर्ष।',
      },
    },
    {
      key: 'pages',
      en: {
        item: 'Pages you open, with a random id of this browser',
        purpose: 'Analytics, only if you allow it below.',
        recipients: 'Google Analytics.',
        kept: 'Up to 14 months at Google Analytics.',
      },
      hi: {
        item: 'आपके खोले गए पेज, इस ब्राउज़र की एक यादृच्छिक आईडी के साथ',
        purpose: 'एनालिटिक्स, केवल तभी जब आप नीचे इसकी अनुमति दें।',
        recipients: 'Google Analytics।',
        kept: 'Google Analytics में 14 महीने तक।',
      },
    },
  ],
  rights: {
    en: {
      rights: [
        'See and download the data we hold about you (My data).',
        'Correct it in your profile.',
        'Withdraw any consent on this page, as easily as you gave it.',
        'Ask us to erase your data on this page.',
        'Nominate someone to act for you if you die or cannot act, by writing to our Grievance Officer.',
      ],
      complaint:
        'Complain first to our Grievance Officer (Help > Grievance), who answers within 30 days. ' +
        'If you are not satisfied, complain to the Data Protection Board of India at ' +
        'https://www.dpb.gov.in.',
    },
    hi: {
      rights: [
        'हमारे पास आपका जो डेटा है उसे देखें और डाउनलोड करें (मेरा डेटा)।',
        'अपनी प्रोफ़ाइल में उसे सुधारें।',
        'इस पेज पर कोई भी सहमति उतनी ही आसानी से वापस लें जितनी आसानी से दी थी।',
        'इस पेज पर अपना डेटा मिटाने का अनुरोध करें।',
        'हमारे शिकायत अधिकारी को लिखकर किसी व्यक्ति को नामित करें जो आपकी मृत्यु या असमर्थता में आपकी ओर से कार्य करे।',
      ],
      complaint:
        'पहले हमारे शिकायत अधिकारी से शिकायत करें (सहायता > शिकायत), जो 30 दिनों में उत्तर देते हैं। ' +
        'संतुष्ट न हों तो भारतीय डेटा संरक्षण बोर्ड से https://www.dpb.gov.in पर शिकायत करें।',
    },
  },
};
