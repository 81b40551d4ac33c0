import 'i18next';
import type en from '@/locales/en.json';
import type hi from '@/locales/hi.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

// Fails to compile when hi.json lacks a key that en.json has.
type SameKeys<T extends typeof en> = T;
export type HindiMessages = SameKeys<typeof hi>;
