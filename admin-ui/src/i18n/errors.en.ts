import {
  ERROR_CATALOGUE,
  type ErrorCode,
  type ErrorTexts,
  isShownBy,
} from '@marketplace/contracts';

/** i18next's `{{name}}` as polyglot's `%{name}`. */
const polyglot = (text: string, count = 'count') =>
  text.replace(
    /\{\{(\w+)\}\}/g,
    (_all, name: string) => `%{${name === count ? 'smart_count' : name}}`,
  );

function english(code: ErrorCode): string {
  const declared = ERROR_CATALOGUE[code];
  const en = 'enAdmin' in declared ? declared.enAdmin : declared.en;
  if (typeof en === 'string') return polyglot(en, '');
  // A two-form text is polyglot's `one |||| other`, chosen by `smart_count`.
  return `${polyglot(en.one)} |||| ${polyglot(en.other)}`;
}

/**
 * The English of the error codes the back office can show: the catalogue's
 * (packages/contracts/src/errors/), `errors.<code>` with the answer's params.
 */
export const errors = Object.fromEntries(
  (Object.keys(ERROR_CATALOGUE) as ErrorCode[])
    .filter((code) => isShownBy('admin', code))
    .map((code) => [code, english(code)]),
) as ErrorTexts<'admin'>;
