import 'i18next';
import type en from '@/locales/en.json';
import type hi from '@/locales/hi.json';
import type errorsEn from '@/locales/errors/en.json';
import type errorsHi from '@/locales/errors/hi.json';
import type partnerEn from '@/locales/partner/en.json';
import type partnerHi from '@/locales/partner/hi.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The partner portal's texts load with it (features/partner/i18n.ts).
    // The error codes' texts load right after the first screen (lib/i18n.ts).
    resources: {
      translation: typeof en & { partner: typeof partnerEn } & { errors: typeof errorsEn };
    };
  }
}

// Fails to compile when hi.json lacks a key that en.json has.
type SameKeys<T extends typeof en> = T;
export type HindiMessages = SameKeys<typeof hi>;
type SamePartnerKeys<T extends typeof partnerEn> = T;
export type HindiPartnerMessages = SamePartnerKeys<typeof partnerHi>;
type SameErrorKeys<T extends typeof errorsEn> = T;
export type HindiErrorMessages = SameErrorKeys<typeof errorsHi>;
