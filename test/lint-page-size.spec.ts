import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The apps' pages stay small enough to read in one sitting: a page that grows past the limit is
// split into its pieces (sub-components, hooks, dialogs in sibling files), not let grow.
const root = join(__dirname, '..');
const APPS = ['admin-ui/src', 'consumer-ui/src'];
const MOST_LINES = 300;

/** Lines as `wc -l` counts them: the newlines in the file. */
const linesOf = (text: string) => text.split('\n').length - 1;

function tsxFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.tsx'))
    .map((name) => join(dir, name));
}

describe('the apps’ component files', () => {
  it(`are each at most ${MOST_LINES} lines`, () => {
    const files = APPS.flatMap(tsxFiles);
    // The apps are found at all (a moved folder would make this pass on nothing).
    expect(files.length).toBeGreaterThan(100);
    const over = files
      .map((file) => ({
        file,
        lines: linesOf(readFileSync(join(root, file), 'utf8')),
      }))
      .filter(({ lines }) => lines > MOST_LINES);
    expect(over).toEqual([]);
  });

  it('counts lines as wc -l does', () => {
    expect(linesOf('')).toBe(0);
    expect(linesOf('a\nb\n')).toBe(2);
    expect(linesOf('a\nb')).toBe(1);
  });
});
