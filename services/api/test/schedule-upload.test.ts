import ExcelJS from 'exceljs';
import type { Response } from 'supertest';
import { SCHEDULE_FILE_ERRORS, SCHEDULE_ROW_ERRORS, SCHEDULE_UPLOAD_MESSAGES } from '../src/services/schedule-upload/schedule-upload.messages';
import { SCHEDULE_ERRORS } from '../src/services/schedules/schedule-games.validator';
import { bearer, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { adminCast } from './support/admin-cast';
import { importSmallSeason } from './support/imported-season';
import { createTestApp, type TestApp } from './support/test-app';

const BASE = '/api/league/admin/scheduleUpload';
const HEADER = ['리그', '경기일시', '원정팀', '홈팀', '구장', '경기명', '기록원 이메일'];

type Cells = (string | Date | ExcelJS.CellFormulaValue)[];

async function xlsx(rows: Cells[], build?: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('일정');
  for (const row of rows) sheet.addRow(row);
  build?.(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const csv = (rows: string[][]) => Buffer.from(`\ufeff${rows.map((row) => row.join(',')).join('\r\n')}\r\n`, 'utf8');

/** Collects a binary answer (supertest only buffers text and JSON by itself). */
function binary(response: Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}

describe('schedule spreadsheet upload on MySQL', () => {
  let t: TestApp;
  let mainId: number;
  let leagueA: number;
  let otherLeague: number;
  let scheduler: LoggedIn; // grade 3 with leagueSchedule
  let head: LoggedIn; // grade 1: may be the scorer
  let plainManager: LoggedIn; // grade 3 without roles
  let otherHead: LoggedIn; // grade 1 of the other main
  let member: LoggedIn;

  const post = (who: LoggedIn | null, leagueId: number, action: 'preview' | 'apply', data: Buffer | null, name = 'schedule.xlsx') => {
    const request = t.http.post(`${BASE}/${leagueId}/${action}`).set(who ? bearer(who.accessToken) : {});
    return data ? request.attach('file', data, name) : request.field('memo', 'no file');
  };
  const gameCount = async (leagueId = leagueA): Promise<number> =>
    Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM schedule WHERE league_id = ?', [leagueId]))[0].n);
  const audits = async (kind: string): Promise<{ user_id: number; object_id: number; changes: string }[]> =>
    t.dataSource.query('SELECT user_id, object_id, changes FROM audit_entry WHERE kind = ? ORDER BY audit_id', [kind]);

  const row = (overrides: Partial<Record<'league' | 'time' | 'visit' | 'home' | 'ground' | 'name' | 'email', string>> = {}): string[] => [
    overrides.league ?? 'A 리그',
    overrides.time ?? '2025-06-01 09:00',
    overrides.visit ?? '팀 TA1',
    overrides.home ?? '팀 TA2',
    overrides.ground ?? '업로드 구장',
    overrides.name ?? '',
    overrides.email ?? '',
  ];

  beforeAll(async () => {
    t = await createTestApp();
    ({ mainId, leagueA } = await importSmallSeason(t, { leaguePath: 'uploada' }));
    const other = await importSmallSeason(t, { leaguePath: 'uploadb' });
    otherLeague = other.leagueA;
    await build(t).leagues.ground(mainId, '업로드 구장');

    ({ head, roleManager: scheduler, plainManager, member, otherHead } = await adminCast(t, { mainId, otherMainId: other.mainId }, ['leagueSchedule']));
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('templates', () => {
    it('sends the .xlsx template with the Korean headers and a sheet explaining them, to anyone', async () => {
      const response = await t.http.get(`${BASE}/template.xlsx`).buffer(true).parse(binary);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(response.headers['content-disposition']).toContain("filename*=UTF-8''%EC%9D%BC%EC%A0%95_%EC%97%85%EB%A1%9C%EB%93%9C_%EC%96%91%EC%8B%9D.xlsx");
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.body as unknown as ArrayBuffer);
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['일정', '작성 방법']);
      expect((workbook.worksheets[0]?.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    });

    it('sends the .csv template: UTF-8 with a BOM, the header line', async () => {
      const response = await t.http.get(`${BASE}/template.csv`).buffer(true).parse(binary);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect((response.body as Buffer).toString('utf8')).toBe(`\ufeff${HEADER.join(',')}\r\n`);
    });

    it('takes its own template back: a header without games is refused as such', async () => {
      const template = (await t.http.get(`${BASE}/template.xlsx`).buffer(true).parse(binary)).body as Buffer;
      const response = await post(scheduler, leagueA, 'preview', template);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe(SCHEDULE_FILE_ERRORS.noRows);
    });
  });

  describe('preview', () => {
    it('answers every row with what it matched and each bad cell with its row and column; nothing saved', async () => {
      const before = await gameCount();
      const file = csv([
        HEADER,
        row({ name: '1라운드', email: head.member.email }),
        row({ time: '2026-06-01 09:00', home: '팀 TA1' }),
        row({ visit: '미정', ground: '잠실', email: member.member.email }),
      ]);
      const response = await post(scheduler, leagueA, 'preview', file, 'schedule.csv');
      expect(response.status).toBe(200);
      const preview = response.body.data;
      expect(preview).toMatchObject({ fileName: 'schedule.csv', leagueId: leagueA, leagueName: 'A 리그' });
      expect(preview.columns).toEqual({ leagueName: 'A', scheduleTime: 'B', visitTeamName: 'C', homeTeamName: 'D', groundName: 'E', gameName: 'F', writerEmail: 'G' });
      expect(preview.rows[0]).toMatchObject({ row: 2, scheduleTime: '2025-06-01 09:00', visitTeamId: expect.any(Number), homeTeamId: expect.any(Number), writerId: head.userId, errors: [] });
      expect(preview.errors).toEqual([
        { row: 3, column: 'B', header: '경기일시', message: SCHEDULE_ROW_ERRORS.outsideSeason('2025-03-01', '2025-11-30') },
        { row: 3, column: 'D', header: '홈팀', message: SCHEDULE_ROW_ERRORS.sameTeam },
        { row: 4, column: 'E', header: '구장', message: SCHEDULE_ROW_ERRORS.unknownGround('잠실') },
      ]);
      // A member who may not enter records is refused by the schedule module's own check, on his cell.
      const writerRow = await post(scheduler, leagueA, 'preview', csv([HEADER, row({ email: member.member.email })]), 'a.csv');
      expect(writerRow.body.data.errors).toEqual([{ row: 2, column: 'G', header: '기록원 이메일', message: SCHEDULE_ERRORS.writerNotAllowed }]);
      expect(await gameCount()).toBe(before);
    });

    it.each([
      ['a PNG named .xlsx', async () => Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'), SCHEDULE_FILE_ERRORS.wrongType],
      ['a formula', async () => xlsx([HEADER, row()], (sheet) => (sheet.getCell('B2').value = { formula: 'NOW()', date1904: false })), SCHEDULE_FILE_ERRORS.formulas(['B2'])],
      ['merged cells', async () => xlsx([HEADER, row(), row({ time: '2025-06-02 09:00' })], (sheet) => sheet.mergeCells('E2:E3')), SCHEDULE_FILE_ERRORS.merged(['E2:E3'])],
      ['10,000 rows', async () => xlsx([HEADER, ...Array.from({ length: 10_000 }, () => row())]), SCHEDULE_FILE_ERRORS.tooManyRows(10_000)],
      ['an empty sheet', async () => xlsx([]), SCHEDULE_FILE_ERRORS.emptySheet],
      ['wrong headers', async () => csv([['이름', '날짜'], ['a', 'b']]), SCHEDULE_FILE_ERRORS.headers],
    ])('refuses %s with a Korean message, in preview and apply, saving nothing', async (_name, file, message) => {
      const data = await file();
      const before = await gameCount();
      for (const action of ['preview', 'apply'] as const) {
        const response = await post(scheduler, leagueA, action, data);
        expect(response.status).toBe(400);
        expect(response.body.error).toBe(message);
      }
      expect(await gameCount()).toBe(before);
    });

    it('refuses a request without a file', async () => {
      const response = await post(scheduler, leagueA, 'preview', null);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe(SCHEDULE_FILE_ERRORS.noFile);
    });
  });

  describe('apply', () => {
    it('saves nothing when one row is bad, naming its cell', async () => {
      const before = await gameCount();
      const file = await xlsx([HEADER, row({ time: '2025-07-01 09:00' }), row({ time: '2025-07-02 09:00', home: '없는 팀' }), row({ time: '2025-07-03 09:00' })]);
      const response = await post(scheduler, leagueA, 'apply', file);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe(SCHEDULE_UPLOAD_MESSAGES.rowErrors(1));
      expect(response.body.errors).toEqual({ D3: `3행 홈팀(D열): ${SCHEDULE_ROW_ERRORS.unknownTeam('없는 팀')}` });
      expect(await gameCount()).toBe(before);
      expect(await audits('schedule.upload')).toHaveLength(0);
    });

    it('saves every row in one go, with the upload and each game in the audit log', async () => {
      const before = await gameCount();
      const createdBefore = (await audits('schedule.create')).length;
      const file = await xlsx([
        HEADER,
        ['A 리그', new Date(Date.UTC(2025, 7, 2, 18, 30)), '팀 TA1', '팀 TA3', '업로드 구장', '8월 개막전', head.member.email],
        row({ time: '2025-08-09 09:00', visit: '팀 TA2', home: '미정' }),
        row({ time: '2025-08-16 09:00', visit: '팀 TA3', home: '팀 TA2', name: '결승' }),
      ]);
      const response = await post(scheduler, leagueA, 'apply', file, '8월 일정.xlsx');
      expect(response.status).toBe(201);
      expect(response.body.data).toEqual({ leagueId: leagueA, count: 3, gameIds: [expect.any(Number), expect.any(Number), expect.any(Number)] });
      expect(await gameCount()).toBe(before + 3);

      const saved = await t.dataSource.query(
        `SELECT s.game_name, s.schedule_time, s.writer_id, s.home_team_id, g.ground_name, v.team_name AS visit_name
         FROM schedule s JOIN ground g ON g.ground_id = s.ground_id LEFT JOIN team v ON v.team_id = s.visit_team_id
         WHERE s.game_id IN (?) ORDER BY s.game_id`,
        [response.body.data.gameIds],
      );
      expect(saved.map((game: Record<string, unknown>) => [game['game_name'], new Date(game['schedule_time'] as string).toISOString(), game['writer_id'] === null ? null : Number(game['writer_id']), game['visit_name'], game['ground_name']])).toEqual([
        ['8월 개막전', '2025-08-02T09:30:00.000Z', head.userId, '팀 TA1', '업로드 구장'],
        [null, '2025-08-09T00:00:00.000Z', null, '팀 TA2', '업로드 구장'],
        ['결승', '2025-08-16T00:00:00.000Z', null, '팀 TA3', '업로드 구장'],
      ]);
      expect(saved[1].home_team_id).toBeNull();

      const [upload] = await audits('schedule.upload');
      expect(upload).toMatchObject({ user_id: scheduler.userId, object_id: leagueA });
      expect(JSON.parse(upload?.changes ?? '{}')).toEqual({
        leagueId: { before: null, after: leagueA },
        fileName: { before: null, after: '8월 일정.xlsx' },
        gameCount: { before: null, after: 3 },
      });
      expect((await audits('schedule.create')).length).toBe(createdBefore + 3);
    });
  });

  describe('access', () => {
    const file = () => csv([HEADER, row({ time: '2025-09-01 09:00' })]);

    it.each(['preview', 'apply'] as const)('%s: 401 without login, 403 without the schedule role or in another main, 404 for an unknown league', async (action) => {
      expect((await post(null, leagueA, action, file())).status).toBe(401);
      expect((await post(member, leagueA, action, file())).status).toBe(403);
      expect((await post(plainManager, leagueA, action, file())).status).toBe(403);
      expect((await post(otherHead, leagueA, action, file())).status).toBe(403);
      expect((await post(head, 999_999, action, file())).status).toBe(404);
      expect((await post(head, otherLeague, action, file())).status).toBe(403);
    });

    it('grade 1 may preview without the role flag', async () => {
      expect((await post(head, leagueA, 'preview', file())).status).toBe(200);
    });
  });
});
