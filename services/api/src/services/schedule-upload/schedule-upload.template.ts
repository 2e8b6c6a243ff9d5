import { Readable } from 'node:stream';
import { SCHEDULE_UPLOAD_COLUMNS, SCHEDULE_UPLOAD_MAX_ROWS, SCHEDULE_UPLOAD_UNDECIDED_TEAM } from '@dugout/contracts';
import ExcelJS from 'exceljs';
import { contentDisposition, type FileDownload } from '../files/files.service';

export type TemplateKind = 'xlsx' | 'csv';

const FILE_NAME = '일정_업로드_양식';
const CONTENT_TYPES: Record<TemplateKind, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** What each column takes, for the template's 작성 방법 sheet. */
const COLUMN_NOTES: Record<(typeof SCHEDULE_UPLOAD_COLUMNS)[number]['key'], string> = {
  leagueName: '일정을 올릴 리그의 이름 (화면에서 고른 리그와 같아야 합니다)',
  scheduleTime: '경기 날짜와 시각, yyyy-MM-dd HH:mm (한국 시간, 시즌 기간 안)',
  visitTeamName: `리그 참가팀 이름, 정해지지 않았으면 ${SCHEDULE_UPLOAD_UNDECIDED_TEAM}`,
  homeTeamName: `리그 참가팀 이름, 정해지지 않았으면 ${SCHEDULE_UPLOAD_UNDECIDED_TEAM} (원정팀과 다른 팀)`,
  groundName: '리그가 사용하는 구장 이름',
  gameName: '경기 이름 (선택, 50자까지)',
  writerEmail: '기록을 입력할 기록원의 가입 이메일 (선택, 경기 기록 권한이 있는 운영진)',
};

/** The downloadable template: the header row (and, in the .xlsx, a sheet explaining each column). */
export async function scheduleTemplate(kind: TemplateKind): Promise<FileDownload> {
  const data = kind === 'xlsx' ? await xlsxTemplate() : csvTemplate();
  return { stream: Readable.from([data]), contentType: CONTENT_TYPES[kind], contentDisposition: contentDisposition(`${FILE_NAME}.${kind}`) };
}

/** UTF-8 with a BOM, so Korean Excel opens the headers right; CRLF as Excel writes. */
function csvTemplate(): Buffer {
  const header = SCHEDULE_UPLOAD_COLUMNS.map((column) => column.header).join(',');
  return Buffer.from(`\ufeff${header}\r\n`, 'utf8');
}

async function xlsxTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('일정');
  sheet.columns = SCHEDULE_UPLOAD_COLUMNS.map((column) => ({ header: column.header, key: column.key, width: column.key === 'writerEmail' ? 26 : 18 }));
  sheet.getRow(1).font = { bold: true };
  // Text cells: what is typed stays as typed (Excel would turn a date-time into its own number).
  for (const column of SCHEDULE_UPLOAD_COLUMNS) sheet.getColumn(column.key).numFmt = '@';
  sheet.views = [{ state: 'frozen', ySplit: 1 }];

  const help = workbook.addWorksheet('작성 방법');
  help.columns = [
    { header: '열', key: 'header', width: 16 },
    { header: '필수', key: 'required', width: 8 },
    { header: '적는 값', key: 'note', width: 60 },
    { header: '예', key: 'example', width: 24 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of SCHEDULE_UPLOAD_COLUMNS) {
    help.addRow({ header: column.header, required: column.required ? '필수' : '선택', note: COLUMN_NOTES[column.key], example: column.example });
  }
  help.addRow([]);
  help.addRow([`첫 번째 시트('일정')의 첫 줄은 열 제목, 둘째 줄부터 한 줄에 한 경기씩 ${SCHEDULE_UPLOAD_MAX_ROWS.toLocaleString('ko-KR')}경기까지 적습니다.`]);
  help.addRow(['수식과 병합된 셀은 쓸 수 없습니다. 한 줄이라도 잘못되면 아무 경기도 저장되지 않습니다.']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
