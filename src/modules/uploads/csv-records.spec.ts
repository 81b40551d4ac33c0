import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CsvRecords, MAX_RECORD_CHARS } from './csv-records';
import type { RawRow } from './raw-readers';

/** The records of `text` fed in the given pieces. */
function records(...pieces: string[]): RawRow[] {
  const reader = new CsvRecords();
  const out: RawRow[] = [];
  pieces.forEach((p, i) => reader.feed(p, i === pieces.length - 1, out));
  return out;
}

/** What csv-parse made of the same text with the options the uploads used to give it. */
function csvParse(text: string): RawRow[] {
  const rows = parse(text, {
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    info: true,
  }) as Array<{ record: string[]; info: { lines: number } }>;
  return rows.map(({ record, info }) => ({ rowNumber: info.lines, cells: record }));
}

const FILES: Record<string, string> = {
  'LF, last line ended': 'lead,status\nL1,New\nL2,Won\n',
  'CRLF, last line not ended': 'lead,status\r\nL1,New\r\nL2,Won',
  'CR (old Mac)': 'lead,status\rL1,New\rL2,Won\r',
  'BOM and empty lines': '\uFEFFlead,status\n\n\nL1,New\n\n',
  'CRLF with empty lines': 'a,b\r\n\r\n1,2\r\n\r\n\r\n3,4\r\n',
  'rows of different lengths': 'a,b,c\n1\n1,2,3,4,5\n,,\n',
  'quoted cells with commas, quotes and line breaks':
    'a,b\n"x, y","say ""hi"""\n"two\nlines",z\n"cr\r\nlf",w\r\n',
  'quotes inside an unquoted cell kept': 'a,b\n5" screen,it\'s "fine"\n',
  'text after a closing quote kept with its quotes': 'a,b\n"abc"def,x\n""x,y\n',
  'an empty quoted line is a record': 'a\n""\nb\n',
  'spaces are content': 'a,b\n  ,\n \n',
  'a stray CR in an LF file is content': 'a,b\nx\ry,z\n',
  'a lone LF in a CRLF file is content': 'a,b\r\nx\ny,z\r\n',
  'non-ASCII text': 'नाम,शहर\nराम,दिल्ली\n€,😀\n',
};

describe('CsvRecords', () => {
  for (const [name, text] of Object.entries(FILES))
    it(`reads as csv-parse did: ${name}`, () => {
      expect(records(text)).toEqual(csvParse(text));
    });

  it('gives the same records however the text is cut into pieces', () => {
    for (const text of Object.values(FILES)) {
      const whole = records(text);
      for (let i = 0; i <= text.length; i++)
        expect(records(text.slice(0, i), text.slice(i)), JSON.stringify(text.slice(0, i))).toEqual(
          whole,
        );
      expect(records(...text.split(''), '')).toEqual(whole);
    }
  });

  it('reads as csv-parse does any mix of cells, commas, spaces and line breaks, cut anywhere', () => {
    // Lines without quotes take a quicker path than the character loop; the line breaks, the
    // stray ones and the empty lines are where the two could count lines differently.
    const random = seeded(45);
    const pieces = ['ab', 'नाम', ',', ',', ' ', '\n', '\r', '\r\n', '\n\n', '"q"'];
    for (let n = 0; n < 400; n++) {
      const text = Array.from(
        { length: 1 + Math.floor(random() * 40) },
        () => pieces[Math.floor(random() * (n % 2 ? pieces.length : pieces.length - 1))],
      ).join('');
      const cut = Math.floor(random() * (text.length + 1));
      expect(records(text.slice(0, cut), text.slice(cut)), JSON.stringify(text)).toEqual(
        csvParse(text),
      );
    }
  });

  it('refuses a quote never closed and a record over a million characters', () => {
    expect(() => records('a,b\n"open,x\n1,2\n')).toThrow(
      'Quote Not Closed: the parsing is finished with an opening quote at line 3',
    );
    const long = `a\n${'x'.repeat(MAX_RECORD_CHARS + 1)}\n`;
    expect(() => records(long)).toThrow(/^Max Record Size: .* at line 2$/);
    const reader = new CsvRecords();
    const out: RawRow[] = [];
    expect(() => {
      for (let i = 0; i < 5; i++) reader.feed(`"${'x'.repeat(400_000)}`, false, out);
    }).toThrow(/^Max Record Size/);
  });
});

/** A repeatable stream of numbers in [0, 1) (mulberry32), so a failure can be replayed. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
