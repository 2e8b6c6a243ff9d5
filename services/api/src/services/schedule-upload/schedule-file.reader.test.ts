import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { readScheduleFile, ScheduleFileRefusal, unpackedZipBytes } from './schedule-file.reader';
import { SCHEDULE_FILE_ERRORS as E } from './schedule-upload.messages';

const HEADER = ['리그', '경기일시', '원정팀', '홈팀', '구장', '경기명', '기록원 이메일'];
const GAME = ['토요리그', '2026-05-02 09:00', '블루스', '레즈', '한강 야구장', '1라운드', 'scorer@example.com'];

async function xlsx(build: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  build(workbook.addWorksheet('일정'));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function refusal(data: Buffer): Promise<{ message: string; errors?: Record<string, string> }> {
  try {
    await readScheduleFile(data);
  } catch (error) {
    expect(error).toBeInstanceOf(ScheduleFileRefusal);
    const response = (error as ScheduleFileRefusal).getResponse();
    return typeof response === 'string' ? { message: response } : (response as { message: string; errors?: Record<string, string> });
  }
  throw new Error('refused expected');
}

describe('readScheduleFile: .xlsx', () => {
  it('reads a good file: headers by name, date-time cells, hyperlinks, blank rows skipped, sheet row numbers kept', async () => {
    const data = await xlsx((sheet) => {
      sheet.addRow(HEADER);
      sheet.addRow(GAME);
      sheet.addRow([]);
      const row = sheet.addRow(['토요리그', new Date(Date.UTC(2026, 4, 9, 13, 30)), '레즈', '미정', '한강 야구장']);
      row.getCell(7).value = { text: 'Writer@Example.com', hyperlink: 'mailto:Writer@Example.com' };
    });
    const sheet = await readScheduleFile(data);
    expect(sheet.kind).toBe('xlsx');
    expect(sheet.columns).toEqual({ leagueName: 'A', scheduleTime: 'B', visitTeamName: 'C', homeTeamName: 'D', groundName: 'E', gameName: 'F', writerEmail: 'G' });
    expect(sheet.rows).toEqual([
      { row: 2, cells: { leagueName: '토요리그', scheduleTime: '2026-05-02 09:00', visitTeamName: '블루스', homeTeamName: '레즈', groundName: '한강 야구장', gameName: '1라운드', writerEmail: 'scorer@example.com' } },
      { row: 4, cells: { leagueName: '토요리그', scheduleTime: '2026-05-09 13:30', visitTeamName: '레즈', homeTeamName: '미정', groundName: '한강 야구장', gameName: '', writerEmail: 'Writer@Example.com' } },
    ]);
  });

  it('takes the columns in any order and without the optional ones', async () => {
    const sheet = await readScheduleFile(await xlsx((s) => {
      s.addRow(['홈팀', '원정팀', '경기 일시', '구장', '리그']);
      s.addRow(['레즈', '블루스', '2026-05-02 09:00', '한강 야구장', '토요리그']);
    }));
    expect(sheet.columns).toEqual({ homeTeamName: 'A', visitTeamName: 'B', scheduleTime: 'C', groundName: 'D', leagueName: 'E' });
    expect(sheet.rows[0]?.cells).toMatchObject({ homeTeamName: '레즈', visitTeamName: '블루스', gameName: '', writerEmail: '' });
  });

  it('refuses a formula cell, naming the cell', async () => {
    const data = await xlsx((sheet) => {
      sheet.addRow(HEADER);
      sheet.addRow(GAME);
      sheet.getCell('B2').value = { formula: 'TODAY()', result: new Date() } as ExcelJS.CellFormulaValue;
    });
    const { message, errors } = await refusal(data);
    expect(message).toBe(E.formulas(['B2']));
    expect(errors).toEqual({ B2: E.formulaCell });
  });

  it('refuses merged cells', async () => {
    const data = await xlsx((sheet) => {
      sheet.addRow(HEADER);
      sheet.addRow(GAME);
      sheet.addRow(GAME);
      sheet.mergeCells('E2:E3');
    });
    const { message, errors } = await refusal(data);
    expect(message).toBe(E.merged(['E2:E3']));
    expect(errors).toEqual({ E2: E.mergedCell });
  });

  it('refuses 2,001 game rows and 10,000, and reads 2,000', async () => {
    const rows = (count: number) => xlsx((sheet) => {
      sheet.addRow(HEADER);
      for (let i = 0; i < count; i++) sheet.addRow(GAME);
    });
    expect((await refusal(await rows(2001))).message).toBe(E.tooManyRows(2001));
    expect((await refusal(await rows(10_000))).message).toBe(E.tooManyRows(10_000));
    expect((await readScheduleFile(await rows(2000))).rows).toHaveLength(2000);
  });

  it('refuses an empty sheet and a header without games', async () => {
    expect((await refusal(await xlsx(() => undefined))).message).toBe(E.emptySheet);
    expect((await refusal(await xlsx((sheet) => sheet.addRow(HEADER)))).message).toBe(E.noRows);
  });

  it('refuses wrong headers: missing, unknown, duplicated, blank over values', async () => {
    const data = await xlsx((sheet) => {
      sheet.addRow(['리그', '날짜', '원정팀', '원정팀', '', '구장']);
      sheet.addRow(['토요리그', '2026-05-02 09:00', '블루스', '레즈', 'x', '한강 야구장']);
    });
    const { message, errors } = await refusal(data);
    expect(message).toBe(E.headers);
    expect(errors).toEqual({
      B1: E.unknownHeader('날짜'),
      D1: E.duplicateHeader('원정팀'),
      E1: E.blankHeader,
      경기일시: E.missingHeader('경기일시'),
      홈팀: E.missingHeader('홈팀'),
    });
  });

  it('refuses a PNG named .xlsx, a broken zip, a zip that is no workbook, and the old .xls', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    expect((await refusal(png)).message).toBe(E.wrongType);
    const workbook = await xlsx((sheet) => sheet.addRow(HEADER));
    // A zip cut short: its directory is gone.
    expect((await refusal(workbook.subarray(0, 200))).message).toBe(E.unreadableXlsx);
    // A zip that is some other document: no worksheet in it.
    const JSZip = (await import('jszip')).default;
    const zip = new JSZip();
    zip.file('word/document.xml', '<w:document/>');
    expect((await refusal(await zip.generateAsync({ type: 'nodebuffer' }))).message).toBe(E.unreadableXlsx);
    const ole = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]);
    expect((await refusal(ole)).message).toBe(E.oldExcel);
    expect((await refusal(Buffer.alloc(0))).message).toBe(E.emptyFile);
  });

  it('adds up the unpacked size of a workbook from its zip directory', async () => {
    const workbook = await xlsx((sheet) => sheet.addRow(HEADER));
    expect(unpackedZipBytes(workbook)).toBeGreaterThan(workbook.length);
    expect(unpackedZipBytes(Buffer.from('not a zip at all, just some text here'))).toBeNull();
  });
});

describe('readScheduleFile: .csv', () => {
  const csv = (...lines: string[]) => lines.join('\r\n');

  it('reads UTF-8 with a BOM, quoted commas and quotes, and keeps Excel row numbers over blank lines', async () => {
    const text = csv(HEADER.join(','), '토요리그,2026-05-02 09:00,블루스,레즈,"한강 야구장, 1구장","결승 ""A""",', '', '토요리그,2026/5/9 9:00,레즈,미정,한강 야구장,,');
    const sheet = await readScheduleFile(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]));
    expect(sheet.kind).toBe('csv');
    expect(sheet.rows.map((row) => [row.row, row.cells.groundName, row.cells.gameName, row.cells.scheduleTime])).toEqual([
      [2, '한강 야구장, 1구장', '결승 "A"', '2026-05-02 09:00'],
      [4, '한강 야구장', '', '2026/5/9 9:00'],
    ]);
  });

  it('reads UTF-8 without a BOM and CP949 from Korean Excel', async () => {
    const text = csv(HEADER.slice(0, 5).join(','), '토요리그,2026-05-02 09:00,블루스,레즈,한강 야구장');
    for (const data of [Buffer.from(text, 'utf8'), iconv.encode(text, 'cp949')]) {
      const sheet = await readScheduleFile(data);
      expect(sheet.rows[0]?.cells).toMatchObject({ leagueName: '토요리그', visitTeamName: '블루스', groundName: '한강 야구장' });
    }
  });

  it('refuses a cell Excel would compute, an unclosed quote, too many rows and missing headers', async () => {
    const formula = await refusal(Buffer.from(csv(HEADER.join(','), '토요리그,=NOW(),블루스,레즈,한강 야구장,,')));
    expect(formula.errors).toEqual({ B2: E.formulaCell });
    expect((await refusal(Buffer.from(csv(HEADER.join(','), '토요리그,"2026-05-02,블루스')))).message).toMatch(/CSV 파일의 \d+번째 줄/);
    const many = [HEADER.join(','), ...Array.from({ length: 10_000 }, () => GAME.join(','))];
    expect((await refusal(Buffer.from(csv(...many)))).message).toBe(E.tooManyRows(10_000));
    expect((await refusal(Buffer.from(csv('이름,나이', '홍길동,30')))).message).toBe(E.headers);
    expect((await refusal(Buffer.from('\r\n\r\n'))).message).toBe(E.emptySheet);
  });
});
