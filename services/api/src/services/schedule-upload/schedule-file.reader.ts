import { BadRequestException } from '@nestjs/common';
import { SCHEDULE_UPLOAD_COLUMNS, SCHEDULE_UPLOAD_MAX_ROWS, type ScheduleUploadColumnKey } from '@dugout/contracts';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { SCHEDULE_FILE_ERRORS as E } from './schedule-upload.messages';

/** A game row of the sheet: its sheet row number and its cells by column. */
export interface SheetRow {
  row: number;
  cells: Record<ScheduleUploadColumnKey, string>;
}

/** A schedule file read and checked as a whole; the rows are still unchecked text. */
export interface ScheduleSheet {
  kind: 'xlsx' | 'csv';
  /** The column letter of each column the header row names. */
  columns: Partial<Record<ScheduleUploadColumnKey, string>>;
  rows: SheetRow[];
}

/** A file refused as a whole: 400 with the message and, when cells are to blame, `errors` keyed by cell (B3). */
export class ScheduleFileRefusal extends BadRequestException {
  constructor(message: string, errors?: Record<string, string>) {
    super(errors && Object.keys(errors).length > 0 ? { message, errors } : message);
  }
}

/** An .xlsx is a zip; anything that unpacks beyond this is not a schedule (a zip bomb). */
const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** The OLE compound file of the old .xls format. */
const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** Control characters a text file never has (tab, line feed and carriage return are fine). */
// eslint-disable-next-line no-control-regex
const BINARY_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/;

/**
 * Reads an uploaded schedule file, its type told by its content (never its name): a zip is an
 * .xlsx, UTF-8 text (with or without a BOM) or CP949/EUC-KR text (Korean Excel's "CSV") is a CSV.
 * Refuses, each with its own Korean message: no content, another type, the old .xls, formulas,
 * merged cells, more than SCHEDULE_UPLOAD_MAX_ROWS game rows, no game row, and a header row that
 * does not name the template's columns.
 */
export async function readScheduleFile(data: Buffer): Promise<ScheduleSheet> {
  if (data.length === 0) throw new ScheduleFileRefusal(E.emptyFile);
  if (startsWith(data, ZIP_SIGNATURE)) return sheetOf('xlsx', await readXlsx(data));
  if (startsWith(data, OLE_SIGNATURE)) throw new ScheduleFileRefusal(E.oldExcel);
  const text = decodeText(data);
  if (text === null) throw new ScheduleFileRefusal(E.wrongType);
  return sheetOf('csv', readCsv(text));
}

/** A cell grid: the sheet row number and its cells' text by column index (0 = A). */
interface GridRow {
  row: number;
  values: string[];
}

function startsWith(data: Buffer, signature: Buffer): boolean {
  return data.length >= signature.length && data.subarray(0, signature.length).equals(signature);
}

/** The file as text: UTF-8 (BOM dropped) or else CP949; null when it is neither or holds binary bytes. */
export function decodeText(data: Buffer): string | null {
  const body = startsWith(data, UTF8_BOM) ? data.subarray(UTF8_BOM.length) : data;
  let text: string | null = null;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    // cp949 is a superset of EUC-KR: what Korean Excel writes for "CSV (쉼표로 분리)".
    text = iconv.decode(body, 'cp949');
  }
  return BINARY_CHARS.test(text) ? null : text;
}

/** Sum of the uncompressed sizes in the zip's central directory, or null when the zip is broken. */
export function unpackedZipBytes(data: Buffer): number | null {
  const EOCD = 0x06054b50;
  const ENTRY = 0x02014b50;
  let end = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at--) {
    if (data.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  let total = 0;
  for (let index = 0; index < entries; index++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== ENTRY) return null;
    const size = data.readUInt32LE(at + 24);
    // ZIP64 marks its sizes 0xFFFFFFFF: far beyond any schedule either way.
    total += size === 0xffffffff ? Number.MAX_SAFE_INTEGER : size;
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return total;
}

async function readXlsx(data: Buffer): Promise<GridRow[]> {
  const unpacked = unpackedZipBytes(data);
  if (unpacked === null) throw new ScheduleFileRefusal(E.unreadableXlsx);
  if (unpacked > MAX_UNPACKED_BYTES) throw new ScheduleFileRefusal(E.unpackedTooLarge);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new ScheduleFileRefusal(E.unreadableXlsx);
  }
  const sheet = workbook.worksheets[0];
  // A zip without a worksheet is some other document (.docx, .zip), not a workbook.
  if (!sheet) throw new ScheduleFileRefusal(E.unreadableXlsx);
  if (sheet.actualRowCount === 0) throw new ScheduleFileRefusal(E.emptySheet);
  // Counted before reading any cell: a 10,000-row file is refused at once.
  if (sheet.actualRowCount - 1 > SCHEDULE_UPLOAD_MAX_ROWS) throw new ScheduleFileRefusal(E.tooManyRows(sheet.actualRowCount - 1));
  const merges = sheet.model.merges ?? [];
  if (merges.length > 0) {
    throw new ScheduleFileRefusal(E.merged(merges), Object.fromEntries(merges.map((range) => [range.split(':')[0], E.mergedCell])));
  }
  const formulas: string[] = [];
  const rows: GridRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, columnNumber) => {
      if (cell.type === ExcelJS.ValueType.Formula) formulas.push(cell.address);
      values[columnNumber - 1] = cellText(cell.value);
    });
    rows.push({ row: rowNumber, values: Array.from(values, (value) => value ?? '') });
  });
  if (formulas.length > 0) {
    throw new ScheduleFileRefusal(E.formulas(formulas), Object.fromEntries(formulas.map((address) => [address, E.formulaCell])));
  }
  return rows;
}

/** A cell's value as the sheet shows it; a date-time cell as yyyy-MM-dd HH:mm (Excel keeps wall-clock times, read in UTC). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 16).replace('T', ' ');
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : cellText(value.text as ExcelJS.CellValue);
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value);
}

function readCsv(text: string): GridRow[] {
  let records: string[][];
  try {
    records = parseCsv(text, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    throw new ScheduleFileRefusal(E.unreadableCsv(typeof line === 'number' ? line : 1));
  }
  // Excel opens a CSV one record a row, so a record's index is its sheet row.
  const rows = records.map((values, index) => ({ row: index + 1, values }));
  const formulas = rows.flatMap(({ row, values }) =>
    values.flatMap((value, column) => (value.trimStart().startsWith('=') ? [`${columnLetter(column)}${row}`] : [])),
  );
  // Excel would compute a cell starting with '=' when it opens the CSV: a formula like any other.
  if (formulas.length > 0) {
    throw new ScheduleFileRefusal(E.formulas(formulas), Object.fromEntries(formulas.map((address) => [address, E.formulaCell])));
  }
  return rows;
}

/** Column letter of a 0-based index: 0 → A, 26 → AA. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const normalizeHeader = (header: string) => header.replace(/\s+/g, '');
const HEADER_KEYS = new Map<string, ScheduleUploadColumnKey>(SCHEDULE_UPLOAD_COLUMNS.map((column) => [normalizeHeader(column.header), column.key]));
const isBlank = (values: readonly string[]) => values.every((value) => value.trim() === '');

/** The header row (the first row with a value) matched to the columns, then the game rows under it. */
function sheetOf(kind: ScheduleSheet['kind'], grid: GridRow[]): ScheduleSheet {
  const filled = grid.filter((row) => !isBlank(row.values));
  const [header, ...games] = filled;
  if (!header) throw new ScheduleFileRefusal(E.emptySheet);
  if (games.length > SCHEDULE_UPLOAD_MAX_ROWS) throw new ScheduleFileRefusal(E.tooManyRows(games.length));

  const errors: Record<string, string> = {};
  const columns: Partial<Record<ScheduleUploadColumnKey, string>> = {};
  const indexes = new Map<ScheduleUploadColumnKey, number>();
  const width = Math.max(header.values.length, ...games.map((row) => row.values.length));
  for (let index = 0; index < width; index++) {
    const title = (header.values[index] ?? '').trim();
    const cell = `${columnLetter(index)}${header.row}`;
    if (title === '') {
      if (games.some((row) => (row.values[index] ?? '').trim() !== '')) errors[cell] = E.blankHeader;
      continue;
    }
    const key = HEADER_KEYS.get(normalizeHeader(title));
    if (!key) errors[cell] = E.unknownHeader(title);
    else if (indexes.has(key)) errors[cell] = E.duplicateHeader(title);
    else {
      indexes.set(key, index);
      columns[key] = columnLetter(index);
    }
  }
  for (const column of SCHEDULE_UPLOAD_COLUMNS) {
    if (column.required && !indexes.has(column.key)) errors[`${column.header}`] = E.missingHeader(column.header);
  }
  if (Object.keys(errors).length > 0) throw new ScheduleFileRefusal(E.headers, errors);
  if (games.length === 0) throw new ScheduleFileRefusal(E.noRows);

  const rows = games.map(({ row, values }) => {
    const cells = {} as Record<ScheduleUploadColumnKey, string>;
    for (const column of SCHEDULE_UPLOAD_COLUMNS) {
      const index = indexes.get(column.key);
      cells[column.key] = index === undefined ? '' : (values[index] ?? '').trim();
    }
    return { row, cells };
  });
  return { kind, columns, rows };
}
