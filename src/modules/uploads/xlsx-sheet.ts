import type { RawRow } from './raw-readers';
import type { Cell } from './upload-kind';
import { unescapeOoxml, type WorkbookParts } from './xlsx-parts';
import type { Attributes, XmlHandlers } from './xlsx-xml';

/** Excel's last column, XFD: a reference beyond it is not a worksheet's. */
const MAX_COLUMN = 16_383;

/** `AB12` → 27 (0-based); -1 when the reference has no column letters. */
function columnOf(ref: string): number {
  let n = 0;
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c < 65 || c > 90) break;
    n = n * 26 + c - 64;
  }
  return n - 1;
}

/** An Excel serial day number as the UTC instant it shows (Excel dates carry no zone). */
function excelDate(serial: number, date1904: boolean): Date {
  return new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
}

/** An ISO 8601 cell (`t="d"`); without a zone it is taken as UTC, as serial dates are. */
function isoDate(text: string): Cell {
  const zoned = !text.includes('T') || /(Z|[+-]\d\d:?\d\d)$/.test(text);
  const date = new Date(zoned ? text : `${text}Z`);
  return Number.isNaN(date.getTime()) ? text : date;
}

/**
 * Turns a worksheet's XML events into rows of cells, in column order: an empty cell between two
 * others is null; a formula gives its cached result; a number in a date style is a Date. Only
 * what a row needs is kept: no styles, fonts or cell objects.
 */
export class SheetRows implements XmlHandlers {
  /** Rows read and not yet handed on. */
  rows: RawRow[] = [];
  private cells: Cell[] | null = null;
  private rowNumber = 0;
  private column = -1;
  private type = 'n';
  private style = 0;
  /** The cell's value text (`<v>`, or an inline string's runs); null while it has none. */
  private value: string | null = null;
  private collecting = false;
  private phonetic = false;

  constructor(private readonly book: WorkbookParts) {}

  open(name: string, a: Attributes): void {
    switch (name) {
      case 'row': {
        const r = Number(a.get('r'));
        this.rowNumber = r > 0 ? r : this.rowNumber + 1;
        this.cells = [];
        this.column = -1;
        break;
      }
      case 'c': {
        const ref = a.get('r');
        const column = ref ? columnOf(ref) : -1;
        this.column = column >= 0 ? column : this.column + 1;
        if (this.column > MAX_COLUMN) throw new Error(`the cell ${ref} lies beyond column XFD`);
        this.type = a.get('t') ?? 'n';
        const style = a.get('s');
        this.style = style ? Number(style) : 0;
        this.value = null;
        break;
      }
      case 'v':
        this.collecting = true;
        this.value = '';
        break;
      // An inline string's text, perhaps in several runs.
      case 't':
        if (this.phonetic) break;
        this.collecting = true;
        this.value ??= '';
        break;
      case 'rPh':
        this.phonetic = true;
        break;
    }
  }

  text(text: string): void {
    if (this.collecting) this.value += text;
  }

  close(name: string): void {
    switch (name) {
      case 'v':
      case 't':
        this.collecting = false;
        break;
      case 'rPh':
        this.phonetic = false;
        break;
      case 'c':
        if (this.cells && this.value !== null) {
          const cells = this.cells;
          while (cells.length < this.column) cells.push(null);
          cells[this.column] = this.cell(this.value);
        }
        break;
      case 'row':
        if (this.cells) this.rows.push({ rowNumber: this.rowNumber, cells: this.cells });
        this.cells = null;
        break;
    }
  }

  private cell(value: string): Cell {
    switch (this.type) {
      case 's':
        return this.book.strings[Number(value)] ?? null;
      case 'str':
      case 'inlineStr':
        return unescapeOoxml(value);
      case 'b':
        return value === '1' || value === 'true';
      case 'e':
        return value;
      case 'd':
        return isoDate(value);
      default: {
        if (value === '') return null;
        const n = Number(value);
        if (Number.isNaN(n)) return value;
        return this.book.dateStyles[this.style] ? excelDate(n, this.book.date1904) : n;
      }
    }
  }
}
