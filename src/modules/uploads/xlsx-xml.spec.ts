import { describe, expect, it } from 'vitest';
import { XlsxXmlReader, type Attributes } from './xlsx-xml';

/** Every event the reader gives, as text, with the attributes asked for by name. */
function events(pieces: Buffer[], attributeNames = ['r', 't', 'x:id', 'q']): string[] {
  const seen: string[] = [];
  let text = '';
  const flush = () => {
    if (text) seen.push(`text ${JSON.stringify(text)}`);
    text = '';
  };
  const reader = new XlsxXmlReader({
    open(name: string, a: Attributes) {
      flush();
      const values = attributeNames.filter((n) => a.get(n) !== undefined);
      seen.push(`open ${name}${values.map((n) => ` ${n}=${JSON.stringify(a.get(n))}`).join('')}`);
    },
    // Text may come in several events: what counts is what they add up to.
    text(t: string) {
      text += t;
    },
    close(name: string) {
      flush();
      seen.push(`close ${name}`);
    },
  });
  for (const piece of pieces) reader.write(piece);
  reader.end();
  return seen;
}

const read = (xml: string) => events([Buffer.from(xml)]);

const DOCUMENT =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n' +
  '<!-- a comment with <tags> in it -->' +
  '<x:sheet xmlns:x="urn:x" x:id=\'s1\'>' +
  '<row r = "1" spans="1:2"><c r="A1" t="s"><v>0</v></c><c r="B1" q="a > b"/></row>' +
  '<row r="2"><c t="inlineStr"><is><t>हिंदी ऋण 🏦 &amp; &lt;&#x41;&#66;&gt; &quot;&apos;</t></is></c></row>' +
  '<row r="3"><c t="str"><f>A1</f><v><![CDATA[<raw> & ]]>line\r\nnext\rlast</v></c></row>' +
  '<?pi inside?></x:sheet>\n';

describe('the .xlsx XML reader', () => {
  it('reads elements, attributes in either quote, entities, CDATA and line ends as XML says', () => {
    expect(read(DOCUMENT)).toEqual([
      'open sheet x:id="s1"',
      'open row r="1"',
      'open c r="A1" t="s"',
      'open v',
      'text "0"',
      'close v',
      'close c',
      'open c r="B1" q="a > b"',
      'close c',
      'close row',
      'open row r="2"',
      'open c t="inlineStr"',
      'open is',
      'open t',
      `text "हिंदी ऋण 🏦 & <AB> \\"'"`,
      'close t',
      'close is',
      'close c',
      'close row',
      'open row r="3"',
      'open c t="str"',
      'open f',
      'text "A1"',
      'close f',
      'open v',
      'text "<raw> & line\\nnext\\nlast"',
      'close v',
      'close c',
      'close row',
      'close sheet',
    ]);
  });

  it('gives the same events however the bytes are cut, even inside a character or a tag', () => {
    const bytes = Buffer.from(DOCUMENT);
    const whole = events([bytes]);
    for (let cut = 1; cut < bytes.length; cut++)
      expect(events([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toEqual(whole);
    const oneByOne = Array.from({ length: bytes.length }, (_, i) => bytes.subarray(i, i + 1));
    expect(events(oneByOne)).toEqual(whole);
  });

  it('decodes entities in the attributes it is asked for', () => {
    expect(read('<a q="x &amp; &#x263A;"/>')).toEqual(['open a q="x & ☺"', 'close a']);
  });

  it('hands on a text longer than a megabyte in pieces that add up to it', () => {
    const long = 'ऋ'.repeat(400_000) + '&amp;' + 'b'.repeat(900_000);
    const bytes = Buffer.from(`<t>${long}</t>`);
    const pieces = [];
    for (let i = 0; i < bytes.length; i += 65_536) pieces.push(bytes.subarray(i, i + 65_536));
    expect(events(pieces)).toEqual([
      'open t',
      `text ${JSON.stringify(long.replace('&amp;', '&'))}`,
      'close t',
    ]);
  });

  it.each([
    ['<a><b></a></b>', '</a> closes <b>'],
    ['<a></a></a>', 'closes no element'],
    ['<a><b>', 'the element <b> is not closed'],
    ['<a/><b/>', 'a second root element'],
    ['text <a/>', 'text outside the root element'],
    ['not xml at all <<<', 'text outside the root element'],
    ['<a><<</a>', 'a malformed tag'],
    ['<a><></a>', 'a tag without a name'],
    ['<a b=c/>', 'without quotes'],
    ['<a b/>', 'a malformed attribute'],
    ['<a>&nbsp;</a>', 'an unknown entity &nbsp;'],
    ['<a>&amp</a>', 'an unterminated entity'],
    ['<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>', 'a DOCTYPE is not allowed'],
    ['<a b="1"', 'the XML ends inside a tag'],
    ['', 'the part holds no XML element'],
  ])('refuses %j: %s', (xml, message) => {
    expect(() => read(xml)).toThrow(message);
  });

  it('refuses a tag longer than a megabyte rather than holding it', () => {
    const reader = new XlsxXmlReader({ open: () => undefined });
    reader.write(Buffer.from('<a>'));
    const tag = Buffer.from(`<b c="${'x'.repeat(1024 * 1024)}`);
    expect(() => reader.write(tag)).toThrow('a tag longer than 1 MB');
  });
});
