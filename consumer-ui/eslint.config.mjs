// @ts-check
import { appConfig } from '../eslint.apps.mjs';

// A raw `btn` or `card` class (`btn--primary` too, but not `offer-card`) in a class name.
const RAW_CLASS = '/(^|\\s)(btn|card)(--|\\s|$)/';
const RAW_MESSAGE =
  'Pages draw buttons and panels with the shared components of src/components/ui: Button (buttonClass() for a Link or <a>) and Card, not the raw .btn/.card classes.';

export default [
  ...appConfig(import.meta.dirname, { features: 'src/features' }),
  // One place decides how a button or a panel looks and behaves (a button's type, a card's
  // name): the shared components, which alone may write the classes.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/ui/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `JSXAttribute[name.name="className"] Literal[value=${RAW_CLASS}]`,
          message: RAW_MESSAGE,
        },
        {
          selector: `JSXAttribute[name.name="className"] TemplateElement[value.raw=${RAW_CLASS}]`,
          message: RAW_MESSAGE,
        },
      ],
    },
  },
];
