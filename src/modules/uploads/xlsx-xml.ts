/**
 * What a part's reader does with its elements; names come without a namespace prefix, and a
 * text event may be one of several pieces of an element's text.
 */
export interface XmlHandlers {
  open(name: string, attributes: Attributes): void;
  text?(text: string): void;
  close?(name: string): void;
}

const LT = 60; // <
const GT = 62; // >
const SLASH = 47;
const EQUALS = 61;
const BANG = 33;
const QUESTION = 63;
const DQUOTE = 34;
const SQUOTE = 39;

const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 13;

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** The five predefined entities and character references; any other entity is an error. */
function decodeEntities(text: string): string {
  return text.replace(/&([^;&]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(';')) throw new Error(`an unterminated entity in "${whole}"`);
    const named = ENTITIES[name];
    if (named !== undefined) return named;
    const code = /^#x[0-9a-f]+$/i.test(name)
      ? parseInt(name.slice(2), 16)
      : /^#[0-9]+$/.test(name)
        ? parseInt(name.slice(1), 10)
        : NaN;
    if (!(code > 0 && code <= 0x10ffff)) throw new Error(`an unknown entity &${name};`);
    return String.fromCodePoint(code);
  });
}

/**
 * A start tag's attributes by qualified name (`r`, `r:id`). The reader fills this one object for
 * every tag, so it is good only during the `open` call: a new object per tag, keyed by names cut
 * from the text, took a sixth of a sheet's reading time.
 */
export class Attributes {
  /** The first `count` entries are this tag's; the arrays keep their length from tag to tag. */
  count = 0;
  readonly names: string[] = [];
  /** As written: entities are decoded when a value is read. */
  readonly values: string[] = [];

  get(name: string): string | undefined {
    for (let i = 0; i < this.count; i++)
      if (this.names[i] === name) {
        const raw = this.values[i];
        return raw.includes('&') ? decodeEntities(raw) : raw;
      }
    return undefined;
  }

  /** The first attribute whose name passes the test (a prefix the writer chose, say). */
  find(test: (name: string) => boolean): string | undefined {
    for (let i = 0; i < this.count; i++) if (test(this.names[i])) return this.get(this.names[i]);
    return undefined;
  }
}

/** XML's line-end rule: CRLF and a lone CR are read as LF. */
const normaliseText = (text: string) =>
  decodeEntities(text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text);

/** `x:row` → `row`: some writers prefix SpreadsheetML's elements. */
function localName(tag: string): string {
  const colon = tag.indexOf(':');
  return colon === -1 ? tag : tag.slice(colon + 1);
}

/** Longer than this, an unfinished tag is refused rather than carried into the next piece. */
const MAX_TAG = 1024 * 1024;

/** Where a piece of text can be cut: not inside an entity, nor between the CR and LF of a CRLF. */
function safeTextEnd(text: string): number {
  let end = text.length;
  const amp = text.lastIndexOf('&');
  if (amp !== -1 && !text.includes(';', amp)) end = amp;
  if (text.charCodeAt(end - 1) === 13) end--;
  return end;
}

/** How many of the bytes are whole UTF-8 characters: a piece may end inside one. */
function wholeCharacters(bytes: Buffer): number {
  const n = bytes.length;
  for (let i = n - 1; i >= 0 && i >= n - 4; i--) {
    const b = bytes[i];
    if ((b & 0xc0) === 0x80) continue; // a continuation byte: its lead comes before
    const length = b < 0x80 ? 1 : b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
    return i + length > n ? i : n;
  }
  return n; // not UTF-8 there: the decoder marks it
}

/**
 * A streaming reader of the XML in an .xlsx's parts: elements, attributes and text, checked for
 * well-formed nesting. It leaves out what those parts never need: a DOCTYPE (and so any entity
 * but XML's five, which also shuts out entity expansion) is refused, comments and processing
 * instructions are skipped.
 *
 * Why not a general parser: a sheet of 100,000 rows is about 40 MB of XML and four million tags,
 * and a general SAX parser (saxes) spent more than twice this reader's time on it, checking
 * character classes and building events no upload uses. This one finds each `<` and `>` with
 * the engine's own `indexOf`, and only cuts out the names, attributes and text it hands on.
 */
export class XlsxXmlReader {
  /** What the last piece left unread: an incomplete tag, text that may go on, a cut character. */
  private rest = Buffer.alloc(0);
  /** The open elements' qualified names, innermost last. */
  private readonly open: string[] = [];
  private readonly attributes = new Attributes();
  private sawRoot = false;

  constructor(private readonly handlers: XmlHandlers) {}

  /** Reads the next piece of the part (UTF-8 bytes). */
  write(piece: Buffer): void {
    // Decoded with what the last piece left into one string: a string glued from two (rest +
    // piece) was read a quarter slower, character by character.
    const bytes = this.rest.length > 0 ? Buffer.concat([this.rest, piece]) : piece;
    const whole = wholeCharacters(bytes);
    const s = bytes.toString('utf8', 0, whole);
    let read = this.consume(s, false);
    if (s.length - read > MAX_TAG) {
      if (s.charCodeAt(read) === LT) throw new Error('a tag longer than 1 MB');
      // A long text is handed on in pieces (each read once), up to what may go on in the next.
      const end = read + safeTextEnd(s.slice(read));
      this.text(s, read, end);
      read = end;
    }
    this.rest = Buffer.from(bytes.subarray(whole - Buffer.byteLength(s.slice(read))));
  }

  end(): void {
    const s = this.rest.toString('utf8');
    this.rest = Buffer.alloc(0);
    if (this.consume(s, true) < s.length) throw new Error('the XML ends inside a tag');
    if (this.open.length > 0) throw new Error(`the element <${this.open.at(-1)}> is not closed`);
    if (!this.sawRoot) throw new Error('the part holds no XML element');
  }

  /** Reads `s` as far as it can; returns where the unread rest starts. */
  private consume(s: string, last: boolean): number {
    const { handlers, open } = this;
    let i = 0;
    for (;;) {
      // Tags mostly follow one another: a search only where text comes first.
      const lt = s.charCodeAt(i) === LT ? i : s.indexOf('<', i);
      const textEnd = lt === -1 ? s.length : lt;
      if (textEnd > i) {
        // Text at the end of a piece may go on in the next: it is read once whole.
        if (lt === -1 && !last) return i;
        this.text(s, i, textEnd);
      }
      if (lt === -1) return s.length;
      i = lt;
      const next = s.charCodeAt(lt + 1);
      if (next === SLASH) {
        // Compared where it stands: no string is cut out for an end tag.
        const expected = open.at(-1);
        const after = lt + 2 + (expected?.length ?? 0);
        let gt = after;
        if (expected === undefined || !s.startsWith(expected, lt + 2) || s.charCodeAt(gt) !== GT) {
          gt = s.indexOf('>', lt);
          if (gt === -1) return i;
          if (
            expected === undefined ||
            !s.startsWith(expected, lt + 2) ||
            s.slice(after, gt).trim()
          ) {
            const tag = s.slice(lt + 2, gt).trim();
            throw new Error(
              expected ? `</${tag}> closes <${expected}>` : `</${tag}> closes no element`,
            );
          }
        }
        open.pop();
        handlers.close?.(localName(expected));
        i = gt + 1;
      } else if (next === BANG || next === QUESTION) {
        const end = this.special(s, lt);
        if (end === -1) return i;
        i = end;
      } else if (next !== next) {
        return i; // the piece ends right after '<'
      } else {
        const end = this.startTag(s, lt);
        if (end === -1) return i;
        i = end;
      }
    }
  }

  private text(s: string, from: number, to: number): void {
    if (this.open.length === 0) {
      if (s.slice(from, to).trim() !== '') throw new Error('text outside the root element');
      return;
    }
    if (this.handlers.text) {
      const text = s.slice(from, to);
      this.handlers.text(text.includes('&') || text.includes('\r') ? normaliseText(text) : text);
    }
  }

  /** A comment, CDATA section or processing instruction; returns the index after it, -1 if cut. */
  private special(s: string, lt: number): number {
    if (s.startsWith('<!--', lt)) {
      const end = s.indexOf('-->', lt + 4);
      return end === -1 ? -1 : end + 3;
    }
    if (s.startsWith('<![CDATA[', lt)) {
      const end = s.indexOf(']]>', lt + 9);
      if (end === -1) return -1;
      if (this.open.length === 0) throw new Error('CDATA outside the root element');
      this.handlers.text?.(s.slice(lt + 9, end));
      return end + 3;
    }
    if (s.charCodeAt(lt + 1) === QUESTION) {
      const end = s.indexOf('?>', lt + 2);
      return end === -1 ? -1 : end + 2;
    }
    // '<!' and too little of the piece left to tell which declaration follows.
    if (s.length - lt < 9) return -1;
    throw new Error(
      s.startsWith('<!DOCTYPE', lt) ? 'a DOCTYPE is not allowed' : 'a malformed declaration',
    );
  }

  /** A start tag with its attributes; returns the index after it, -1 if the piece cuts it. */
  private startTag(s: string, lt: number): number {
    const n = s.length;
    let i = lt + 1;
    for (; i < n; i++) {
      const c = s.charCodeAt(i);
      if (isSpace(c) || c === GT || c === SLASH) break;
      if (c === LT || c === EQUALS || c === DQUOTE || c === SQUOTE)
        throw new Error('a malformed tag');
    }
    if (i === n) return -1;
    if (i === lt + 1) throw new Error('a tag without a name');
    const tag = s.slice(lt + 1, i);
    const attributes = this.attributes;
    attributes.count = 0;
    for (;;) {
      while (i < n && isSpace(s.charCodeAt(i))) i++;
      if (i === n) return -1;
      const c = s.charCodeAt(i);
      if (c === GT || c === SLASH) break;
      const nameStart = i;
      while (i < n) {
        const a = s.charCodeAt(i);
        if (a === EQUALS || isSpace(a) || a === GT || a === SLASH) break;
        i++;
      }
      const nameEnd = i;
      while (i < n && isSpace(s.charCodeAt(i))) i++;
      if (i === n) return -1;
      if (s.charCodeAt(i) !== EQUALS || nameEnd === nameStart)
        throw new Error(`a malformed attribute in <${tag}>`);
      i++;
      while (i < n && isSpace(s.charCodeAt(i))) i++;
      if (i === n) return -1;
      const quote = s.charCodeAt(i);
      if (quote !== DQUOTE && quote !== SQUOTE)
        throw new Error(`an attribute value without quotes in <${tag}>`);
      const valueEnd = s.indexOf(quote === DQUOTE ? '"' : "'", i + 1);
      if (valueEnd === -1) return -1;
      attributes.names[attributes.count] = s.slice(nameStart, nameEnd);
      attributes.values[attributes.count++] = s.slice(i + 1, valueEnd);
      i = valueEnd + 1;
    }
    const selfClosing = s.charCodeAt(i) === SLASH;
    if (selfClosing) {
      if (i + 1 === n) return -1;
      if (s.charCodeAt(i + 1) !== GT) throw new Error(`a malformed end of <${tag}>`);
      i++;
    }
    if (this.open.length === 0) {
      if (this.sawRoot) throw new Error('a second root element');
      this.sawRoot = true;
    }
    const name = localName(tag);
    this.handlers.open(name, this.attributes);
    if (selfClosing) this.handlers.close?.(name);
    else this.open.push(tag);
    return i + 1;
  }
}
