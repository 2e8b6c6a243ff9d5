import { SCHEDULE_UPLOAD_MAX_ROWS } from '@dugout/contracts';

const MAX_ROWS = SCHEDULE_UPLOAD_MAX_ROWS.toLocaleString('ko-KR');

/** Why a schedule file is refused as a whole (400, nothing saved). */
export const SCHEDULE_FILE_ERRORS = {
  noFile: '올릴 일정 파일(.xlsx 또는 .csv)을 하나 골라 주세요.',
  tooManyFiles: '일정 파일은 한 번에 하나만 올릴 수 있습니다.',
  emptyFile: '빈 파일입니다. 일정이 들어 있는 .xlsx 또는 .csv 파일을 올려 주세요.',
  wrongType: '엑셀(.xlsx) 또는 CSV(.csv) 파일만 올릴 수 있습니다. 파일 내용이 두 형식 중 어느 것도 아닙니다.',
  oldExcel: '예전 엑셀 형식(.xls)은 읽을 수 없습니다. 엑셀에서 "다른 이름으로 저장"으로 .xlsx 또는 .csv로 저장해 올려 주세요.',
  unreadableXlsx: '엑셀 파일을 읽을 수 없습니다. 파일이 손상되었거나 .xlsx 형식이 아닙니다.',
  unpackedTooLarge: '엑셀 파일의 압축을 푼 크기가 너무 큽니다. 일정만 남긴 파일을 올려 주세요.',
  unreadableCsv: (line: number) => `CSV 파일의 ${line}번째 줄을 읽을 수 없습니다. 따옴표(")가 제대로 닫혔는지 확인해 주세요.`,
  emptySheet: '첫 번째 시트가 비어 있습니다. 첫 줄에 열 제목, 둘째 줄부터 경기를 적어 주세요.',
  noRows: '열 제목 아래에 경기가 한 줄도 없습니다.',
  tooManyRows: (rows: number) =>
    `한 파일에는 경기를 ${MAX_ROWS}줄까지 올릴 수 있습니다. 이 파일에는 ${rows.toLocaleString('ko-KR')}줄이 있으니 나누어 올려 주세요.`,
  formulas: (cells: readonly string[]) =>
    `수식이 들어 있는 칸이 있습니다(${listed(cells)}). 수식 대신 값을 적어 주세요(복사한 뒤 "값만 붙여넣기").`,
  merged: (ranges: readonly string[]) => `병합된 셀이 있습니다(${listed(ranges)}). 셀 병합을 풀고 칸마다 값을 적어 주세요.`,
  headers: '열 제목이 올바르지 않습니다. 양식 파일의 첫 줄(리그, 경기일시, 원정팀, 홈팀, 구장, 경기명, 기록원 이메일)을 그대로 써 주세요.',
  missingHeader: (header: string) => `'${header}' 열이 없습니다.`,
  unknownHeader: (header: string) => `알 수 없는 열 제목 '${header}'입니다.`,
  duplicateHeader: (header: string) => `'${header}' 열이 두 번 있습니다.`,
  blankHeader: '값이 있는 열의 제목이 비어 있습니다.',
  formulaCell: '수식은 쓸 수 없습니다. 값을 적어 주세요.',
  mergedCell: '병합된 셀입니다.',
} as const;

/** What is wrong with a cell of a game row (listed with its row and column, nothing saved). */
export const SCHEDULE_ROW_ERRORS = {
  required: (header: string) => `${header}을(를) 적어 주세요.`,
  otherLeague: (chosen: string) => `선택한 리그 '${chosen}'와 다릅니다. 이 리그의 일정만 올릴 수 있습니다.`,
  badDateTime: '경기일시는 2026-05-02 09:00 처럼 yyyy-MM-dd HH:mm 형식으로 적어 주세요.',
  outsideSeason: (begin: string, end: string) => `시즌 기간(${begin} ~ ${end}) 밖의 날짜입니다.`,
  unknownTeam: (name: string) => `'${name}' 팀은 이 리그의 참가팀이 아닙니다. 팀이 정해지지 않았으면 '미정'이라고 적어 주세요.`,
  ambiguousTeam: (name: string) => `이 리그에 '${name}' 이름의 팀이 둘 이상 있습니다. 참가팀 관리에서 이름을 구분해 주세요.`,
  sameTeam: '원정팀과 홈팀이 같은 팀입니다.',
  unknownGround: (name: string) => `'${name}' 구장을 찾을 수 없습니다. 이 리그가 사용하는 구장 이름을 적어 주세요.`,
  ambiguousGround: (name: string) => `'${name}' 이름의 구장이 둘 이상 있습니다.`,
  gameNameTooLong: (max: number) => `경기명은 ${max}자까지 쓸 수 있습니다.`,
  badEmail: '기록원 이메일 형식이 올바르지 않습니다.',
  unknownWriter: (email: string) => `'${email}' 이메일로 가입한 회원이 없습니다.`,
  duplicateGame: (row: number) => `${row}행과 같은 경기(같은 일시, 같은 두 팀)입니다.`,
} as const;

/** The summary of a refusal with row errors. */
export const SCHEDULE_UPLOAD_MESSAGES = {
  rowErrors: (count: number) => `파일에 잘못된 칸이 ${count}개 있어 아무 경기도 저장하지 않았습니다. 미리보기에서 행과 열을 확인해 고쳐 주세요.`,
} as const;

function listed(items: readonly string[]): string {
  const shown = items.slice(0, 5).join(', ');
  return items.length > 5 ? `${shown} 외 ${items.length - 5}곳` : shown;
}
