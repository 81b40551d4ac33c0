import englishMessages from 'ra-language-english';
import type { Messages } from './en';

// react-admin ships no Hindi pack: its built-in strings stay English except the few shown on
// every screen; ours are all translated. Typed as Messages so a missing key fails the type check.
export const hi: Messages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    page: { ...englishMessages.ra.page, dashboard: 'डैशबोर्ड' },
  },
  app: {
    dashboard: { title: 'डैशबोर्ड' },
    login: { email: 'ईमेल' },
  },
};
