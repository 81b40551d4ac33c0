import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', 'admin-ui', 'src');
const SHARED = join('common', 'IndiaDateField.tsx');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}

/**
 * The back office shows every date in India time, en-IN, whatever the admin's browser zone: a
 * react-admin DateField used directly (the browser's zone) or a date formatted with no zone would
 * show a UTC machine's 03:00 for India's 08:30.
 */
describe('admin UI dates', () => {
  const files = sources(ROOT).map((path) => ({
    path: relative(ROOT, path),
    text: readFileSync(path, 'utf8'),
  }));

  it('go through IndiaDateField, never a bare DateField', () => {
    const bare = files
      .filter((f) => f.path !== SHARED && /<DateField\b/.test(f.text))
      .map((f) => f.path);
    expect(bare).toEqual([]);
    expect(files.some((f) => /<IndiaDateField\b/.test(f.text))).toBe(true);
  });

  it('format instants with the India zone named', () => {
    const zoneless = files.flatMap((f) =>
      f.text
        .split('\n')
        .map((line, i) => ({ line, at: `${f.path}:${i + 1}` }))
        .filter(({ line }) => /toLocale(Date|Time)String\(|DateTimeFormat\(/.test(line))
        .filter(({ line, at }) => !/timeZone/.test(line) && !zoneBelow(f.text, at))
        .map(({ at }) => at),
    );
    expect(zoneless).toEqual([]);
  });
});

/** Whether the options object opened on the line names a zone within the next few lines. */
function zoneBelow(text: string, at: string): boolean {
  const n = Number(at.split(':').pop());
  return /timeZone/.test(
    text
      .split('\n')
      .slice(n - 1, n + 5)
      .join('\n'),
  );
}
