// @ts-check
import { appConfig } from '../eslint.apps.mjs';

export default [
  ...appConfig(import.meta.dirname),
  {
    // The back office shows dates and numbers the Indian way (12/01/2026, 1,00,000) whatever the
    // browser's own language: every react-admin date and number field says en-IN.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name=/^(DateField|NumberField)$/]:not(:has(JSXAttribute[name.name='locales']))",
          message: 'Give react-admin date and number fields locales="en-IN".',
        },
      ],
    },
  },
];
