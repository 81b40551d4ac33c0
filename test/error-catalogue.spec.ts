import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  ERROR_CATALOGUE,
  ERROR_DOMAINS,
  type ErrorCode,
  errorStatus,
  isErrorCode,
  isShownBy,
} from '@marketplace/contracts';
import { describe, expect, it } from 'vitest';
import { errors as adminEnglish } from '../admin-ui/src/i18n/errors.en';
import { errors as adminHindi } from '../admin-ui/src/i18n/errors.hi';
import consumerHindi from '../consumer-ui/src/locales/errors/hi.json';
import { errorMessage } from '../src/common/errors/error-messages';

const root = join(__dirname, '..');
const codes = Object.keys(ERROR_CATALOGUE) as ErrorCode[];
const devanagari = /[\u0900-\u097F]/;
const AUDIENCES = ['consumer', 'admin', 'all', 'api'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(medium-)?spec\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The consumer app's English file, as the catalogue writes it (a count's text has two keys). */
function consumerEnglish(): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const code of codes.filter((c) => isShownBy('consumer', c))) {
    const { en } = ERROR_CATALOGUE[code];
    if (typeof en === 'string') texts[code] = en;
    else Object.assign(texts, { [`${code}_one`]: en.one, [`${code}_other`]: en.other });
  }
  return texts;
}

/**
 * The error codes an app's sources name: a quoted code (`err.code === 'KFS_EXPIRED'`, a form's
 * rule) or a text key (`errors.OTP_EXPIRED`). Its translation files are the texts, not a use.
 */
function codesNamedBy(dir: string, texts: RegExp): Map<string, string> {
  const named = new Map<string, string>();
  for (const path of sourceFiles(join(root, dir)).filter((p) => !texts.test(p))) {
    const source = readFileSync(path, 'utf8');
    for (const [, code] of source.matchAll(
      /['"`](?:errors\.)?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)['"`]/g,
    ))
      named.set(code, relative(root, path));
  }
  return named;
}

describe('the error catalogue', () => {
  it('declares every code once, with its status, audience and English', () => {
    const declared = Object.values(ERROR_DOMAINS).flatMap((domain) => Object.keys(domain));
    expect(declared.length, 'a code declared in two domains').toBe(codes.length);
    for (const code of codes) {
      const { status, audience, en } = ERROR_CATALOGUE[code];
      expect(Number.isInteger(status) && status >= 400 && status < 600, code).toBe(true);
      expect(AUDIENCES, code).toContain(audience);
      const forms = typeof en === 'string' ? [en] : [en?.one, en?.other];
      for (const text of forms) expect(typeof text === 'string' && text.trim(), code).toBeTruthy();
      expect(typeof en !== 'string', `${code}: a two-form text names its count`).toBe(
        'count' in ERROR_CATALOGUE[code],
      );
      expect(errorMessage(code).length, code).toBeGreaterThan(0);
      expect(errorStatus(code)).toBe(status);
    }
  });

  it("writes the consumer app's English file (npx vitest run test/error-catalogue.spec.ts -u)", async () => {
    const written = `${JSON.stringify(consumerEnglish(), null, 2)}\n`;
    await expect(written).toMatchFileSnapshot('../consumer-ui/src/locales/errors/en.json');
  });

  it('has Hindi for every code the consumer app shows, and no other text', () => {
    const english = consumerEnglish();
    const hindi = consumerHindi as Record<string, string>;
    for (const key of Object.keys(english)) expect(hindi[key], `hi ${key}`).toMatch(devanagari);
    expect(Object.keys(hindi).filter((key) => !(key in english))).toEqual([]);
  });

  it('has Hindi for every code the back office shows, and no other text', () => {
    for (const code of codes.filter((c) => isShownBy('admin', c))) {
      expect(adminEnglish[code as keyof typeof adminEnglish], `en ${code}`).toBeTruthy();
      expect(adminHindi[code as keyof typeof adminHindi], `hi ${code}`).toMatch(devanagari);
    }
    expect(Object.keys(adminHindi).sort()).toEqual(Object.keys(adminEnglish).sort());
  });

  it.each([
    ['consumer', 'consumer-ui/src', /locales/],
    ['admin', 'admin-ui/src', /i18n[/\\]errors\./],
  ] as const)(
    'declares every code the %s app names, shown to it and in Hindi',
    (app, dir, texts) => {
      const problems: string[] = [];
      for (const [code, path] of codesNamedBy(dir, texts)) {
        if (!isErrorCode(code)) problems.push(`${path}: ${code} is not declared in contracts`);
        else if (!isShownBy(app, code)) problems.push(`${path}: ${code} is not shown by ${app}`);
      }
      expect(problems).toEqual([]);
    },
  );

  it('uses every code somewhere in the server', () => {
    const source = sourceFiles(join(root, 'src'))
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    const unused = codes.filter((code) => !new RegExp(`['"\`]${code}['"\`]`).test(source));
    expect(unused).toEqual([]);
  });
});
