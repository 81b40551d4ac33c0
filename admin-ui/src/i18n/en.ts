import englishMessages from 'ra-language-english';

export const en = {
  ...englishMessages,
  app: {
    dashboard: { title: 'Dashboard' },
    login: { email: 'Email' },
  },
};

export type Messages = typeof en;
