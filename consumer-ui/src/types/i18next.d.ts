import 'i18next';
import type en from '@/locales/en.json';
import type hi from '@/locales/hi.json';
import type partnerEn from '@/locales/partner/en.json';
import type partnerHi from '@/locales/partner/hi.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The partner portal's texts load with it (features/partner/i18n.ts).
    resources: { translation: typeof en & { partner: typeof partnerEn } };
  }
}

// Fails to compile when hi.json lacks a key that en.json has.
type SameKeys<T extends typeof en> = T;
export type HindiMessages = SameKeys<typeof hi>;
type SamePartnerKeys<T extends typeof partnerEn> = T;
export type HindiPartnerMessages = SamePartnerKeys<typeof partnerHi>;
