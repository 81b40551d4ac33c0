import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES, type ErrorCode } from '@marketplace/contracts';
import { describe, expect, it } from 'vitest';
import { errors as adminEnglish } from '../admin-ui/src/i18n/errors.en';
import { errors as adminHindi } from '../admin-ui/src/i18n/errors.hi';
import consumerEnglishErrors from '../consumer-ui/src/locales/errors/en.json';
import consumerHindiErrors from '../consumer-ui/src/locales/errors/hi.json';
import { ERROR_MESSAGES, errorMessage } from '../src/common/errors/error-messages';
import { HTTP_STATUS } from '../src/common/filters/all-exceptions.filter';

const root = join(__dirname, '..');
const codes = Object.keys(ERROR_CODES) as ErrorCode[];
const shownBy = (app: 'consumer' | 'admin') =>
  codes.filter((c) => ERROR_CODES[c] === app || ERROR_CODES[c] === 'all');
// The consumer app's error texts load after its first screen, from their own files.
const consumerEnglish = { errors: consumerEnglishErrors as Record<string, string> };
const consumerHindi = { errors: consumerHindiErrors as Record<string, string> };
const devanagari = /[\u0900-\u097F]/;

/** The text of `errors.<code>` in an i18next table (a plural code has `_one`/`_other` forms). */
function consumerText(table: { errors: Record<string, string> }, code: string) {
  return table.errors[code] ?? table.errors[`${code}_other`];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(medium-)?spec\.ts$/.test(name) ? [path] : [];
  });
}

describe('the error catalogue', () => {
  it('gives every code an HTTP status and an English message', () => {
    for (const code of codes) {
      expect(HTTP_STATUS[code], code).toBeGreaterThanOrEqual(400);
      expect(HTTP_STATUS[code], code).toBeLessThan(600);
      expect(errorMessage(code, {}).length, code).toBeGreaterThan(0);
    }
    expect(Object.keys(HTTP_STATUS).sort()).toEqual([...codes].sort());
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...codes].sort());
  });

  it('has English and Hindi texts for every code the consumer app can show, and no others', () => {
    for (const code of shownBy('consumer')) {
      expect(consumerText(consumerEnglish, code), `en errors.${code}`).toBeTruthy();
      expect(consumerText(consumerHindi, code), `hi errors.${code}`).toMatch(devanagari);
    }
    const known = new Set<string>(codes);
    const translated = Object.keys(consumerEnglish.errors)
      .map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''))
      .filter((key) => /^[A-Z][A-Z0-9_]+$/.test(key));
    expect(translated.filter((key) => !known.has(key))).toEqual([]);
  });

  it('has English and Hindi texts for every code the admin app can show, and no others', () => {
    for (const code of shownBy('admin')) {
      expect(adminEnglish[code as keyof typeof adminEnglish], `en errors.${code}`).toBeTruthy();
      expect(adminHindi[code as keyof typeof adminHindi], `hi errors.${code}`).toMatch(devanagari);
    }
    const known = new Set<string>(codes);
    expect(Object.keys(adminEnglish).filter((key) => !known.has(key))).toEqual([]);
    expect(Object.keys(adminHindi).sort()).toEqual(Object.keys(adminEnglish).sort());
  });

  it('uses every code somewhere in the server', () => {
    // The catalogue and the status table name every code; a use is the code quoted elsewhere.
    const catalogue = join(root, 'src', 'common', 'errors', 'error-messages.ts');
    const source = sourceFiles(join(root, 'src'))
      .filter((path) => path !== catalogue)
      .map((path) => readFileSync(path, 'utf8').replace(/export const HTTP_STATUS[\s\S]*?\n};/, ''))
      .join('\n');
    const unused = codes.filter((code) => !new RegExp(`['"\`]${code}['"\`]`).test(source));
    expect(unused).toEqual([]);
  });
});
