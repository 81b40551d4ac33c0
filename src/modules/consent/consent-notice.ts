import type { ConsentNoticeView } from '@marketplace/contracts';
import { NOTICE_2 } from './consent-notice-2';

/**
 * The consent notices, newest last (DPDP Rules 2025 r.3: stand-alone, itemised, in the
 * consumer's language). A change of wording is a new version: consumers are asked to agree to
 * it at their next visit, and every ledger row names the version it was given under.
 */
export const CONSENT_NOTICES: readonly ConsentNoticeView[] = [
  {
    version: 1,
    effectiveFrom: '2026-11-25',
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
        en: {
          title: 'SMS',
          text: 'Text messages about your applications, offers and new products.',
        },
        hi: {
          title: 'एसएमएस',
          text: 'आपके आवेदनों, ऑफ़र और नए उत्पादों के बारे में एसएमएस संदेश।',
        },
      },
      {
        key: 'email',
        required: false,
        en: {
          title: 'E-mail',
          text: 'E-mails about your applications, offers and new products.',
        },
        hi: {
          title: 'ई-मेल',
          text: 'आपके आवेदनों, ऑफ़र और नए उत्पादों के बारे में ई-मेल।',
        },
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
    ],
  },
  NOTICE_2,
];

/** The notice in force. */
export const currentNotice = (): ConsentNoticeView => CONSENT_NOTICES[CONSENT_NOTICES.length - 1];
