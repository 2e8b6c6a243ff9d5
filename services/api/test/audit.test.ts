import type { AuditEntry, AuditPage, LeagueManagerGrade } from '@dugout/contracts';
import { ACCESS_MESSAGES } from '../src/services/access';
import { AuditService, type AuditRecord } from '../src/services/audit/audit.service';
import { SeasonImportService } from '../src/data-tooling/season-import/season-import.service';
import { bearer, registerAndLogin, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { smallSeasonFile } from './support/small-season';
import { createTestApp, type TestApp } from './support/test-app';

// The audit log of admin writes: entries recorded by the writes' own transactions, read by a
// league main's grade-1 managers and by a team's managers, newest first, filtered and paged.
describe('the audit log on MySQL', () => {
  let t: TestApp;
  let audit: AuditService;
  let mainId: number;
  let otherMainId: number;
  let teamId: number;
  let otherTeamId: number;
  let head: LoggedIn;
  let scorer: LoggedIn;
  let otherHead: LoggedIn;
  let teamManager: LoggedIn;
  let member: LoggedIn;

  const leagueLog = (id: number) => `/api/league/admin/main/${id}/audit`;
  const teamLog = (id: number) => `/api/team/${id}/admin/audit`;
  const get = (url: string, who?: LoggedIn) => (who ? t.http.get(url).set(bearer(who.accessToken)) : t.http.get(url));
  async function page(url: string, who: LoggedIn): Promise<AuditPage> {
    const response = await get(url, who);
    expect(response.status).toBe(200);
    return response.body.data as AuditPage;
  }
  const kinds = (entries: AuditEntry[]) => entries.map((entry) => entry.kind);

  const gradeChange = (by: LoggedIn, objectId: number, before: number, after: number): AuditRecord => ({
    userId: by.userId,
    scope: { type: 'leagueMain', id: mainId },
    kind: 'manager.grade',
    object: { type: 'leagueManager', id: objectId },
    before: { grade: before, memo: '운영' },
    after: { grade: after, memo: '운영' },
  });

  beforeAll(async () => {
    t = await createTestApp();
    audit = t.app.get(AuditService);
    const seasonImport = t.app.get(SeasonImportService);
    const importMain = async (leaguePath: string): Promise<number> => {
      const result = await seasonImport.importFile(smallSeasonFile({ leaguePath }));
      if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
      const [main] = await t.dataSource.query('SELECT main_id FROM league_main WHERE league_path = ?', [leaguePath]);
      return Number(main.main_id);
    };
    mainId = await importMain('audittest');
    otherMainId = await importMain('auditother');
    const [first, second]: { team_id: number }[] = await t.dataSource.query('SELECT team_id FROM team ORDER BY team_id LIMIT 2');
    teamId = Number(first?.team_id);
    otherTeamId = Number(second?.team_id);

    head = await registerAndLogin(t, { username: '총괄관리' });
    scorer = await registerAndLogin(t, { username: '기록원' });
    otherHead = await registerAndLogin(t, { username: '남의리그' });
    teamManager = await registerAndLogin(t, { username: '팀관리' });
    member = await registerAndLogin(t, { username: '일반회원' });
    const managers: [number, number, LeagueManagerGrade][] = [
      [mainId, head.userId, 1],
      [mainId, scorer.userId, 5],
      [otherMainId, otherHead.userId, 1],
    ];
    const b = build(t);
    for (const [main, user, grade] of managers) await b.leagues.manager(main, user, { grade });
    await b.teams.managers(teamId, teamManager.userId);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('records an admin write with only its changed fields, and shows it to the head manager with the author and Korean time', async () => {
    const auditId = await audit.record(undefined, gradeChange(head, scorer.userId, 3, 5));
    expect(auditId).toEqual(expect.any(Number));

    const log = await page(leagueLog(mainId), head);
    expect(log).toEqual({
      data: [
        {
          auditId,
          userId: head.userId,
          username: '총괄관리',
          createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/),
          scopeType: 'leagueMain',
          scopeId: mainId,
          kind: 'manager.grade',
          objectType: 'leagueManager',
          objectId: scorer.userId,
          changes: { grade: { before: 3, after: 5 } },
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    const [{ created_at: stored }] = await t.dataSource.query('SELECT created_at FROM audit_entry WHERE audit_id = ?', [auditId]);
    expect(Math.abs(new Date(stored).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('records nothing for a write that changed nothing', async () => {
    await expect(audit.record(undefined, gradeChange(head, scorer.userId, 2, 2))).resolves.toBeNull();
  });

  it('commits and rolls back with the write transaction it was given', async () => {
    await t.dataSource.transaction((manager) =>
      audit.record(manager, { ...gradeChange(head, scorer.userId, 5, 4), kind: 'manager.memo' }),
    );
    await expect(
      t.dataSource.transaction(async (manager) => {
        await audit.record(manager, { ...gradeChange(head, scorer.userId, 4, 3), kind: 'manager.remove' });
        throw new Error('쓰기 실패');
      }),
    ).rejects.toThrow('쓰기 실패');
    const log = await page(leagueLog(mainId), head);
    expect(kinds(log.data)).toEqual(['manager.memo', 'manager.grade']);
  });

  it('filters by manager, kind and Korean days, newest first, page by page', async () => {
    await build(t).audit.backdate('manager.grade', new Date('2026-04-30T14:59:59Z'));
    await build(t).audit.backdate('manager.memo', new Date('2026-04-30T15:00:00Z'));
    for (let n = 1; n <= 3; n += 1) {
      await audit.record(undefined, {
        userId: scorer.userId,
        scope: { type: 'leagueMain', id: mainId },
        kind: 'schedule.update',
        object: { type: 'schedule', id: 100 + n },
        changes: { stadium: { before: null, after: `구장 ${n}` } },
      });
    }
    await audit.record(undefined, { ...gradeChange(otherHead, otherHead.userId, 2, 1), scope: { type: 'leagueMain', id: otherMainId } });

    const bySchedule = await page(`${leagueLog(mainId)}?kind=schedule.update&pageSize=2`, head);
    expect([bySchedule.total, bySchedule.data.map((entry) => entry.objectId)]).toEqual([3, [103, 102]]);
    const second = await page(`${leagueLog(mainId)}?kind=schedule.update&pageSize=2&page=2`, head);
    expect(second.data.map((entry) => entry.objectId)).toEqual([101]);
    expect((await page(`${leagueLog(mainId)}?page=9`, head)).data).toEqual([]);

    const byScorer = await page(`${leagueLog(mainId)}?userId=${scorer.userId}`, head);
    expect([byScorer.total, new Set(byScorer.data.map((entry) => entry.username))]).toEqual([3, new Set(['기록원'])]);

    // 2026-04-30 15:00 UTC is 5월 1일 0시 in Korea: the first is on 4월 30일, the second on 5월 1일.
    expect(kinds((await page(`${leagueLog(mainId)}?from=2026-04-30&to=2026-04-30`, head)).data)).toEqual(['manager.grade']);
    const may = await page(`${leagueLog(mainId)}?from=2026-05-01&to=2026-05-01`, head);
    expect([kinds(may.data), may.data[0]?.createdAt]).toEqual([['manager.memo'], '2026-05-01T00:00:00+09:00']);
    expect((await page(`${leagueLog(mainId)}?to=2026-04-29`, head)).total).toBe(0);

    // Each league main sees its own entries only.
    const other = await page(leagueLog(otherMainId), otherHead);
    expect([other.total, other.data[0]?.username]).toEqual([1, '남의리그']);
  });

  it("shows a team's log to that team's managers", async () => {
    await audit.record(undefined, {
      userId: teamManager.userId,
      scope: { type: 'team', id: teamId },
      kind: 'teamManager.add',
      object: { type: 'teamManager', id: member.userId },
      before: null,
      after: { userId: member.userId },
    });
    const log = await page(teamLog(teamId), teamManager);
    expect(log.data).toEqual([
      expect.objectContaining({ kind: 'teamManager.add', username: '팀관리', scopeType: 'team', scopeId: teamId, changes: { userId: { before: null, after: member.userId } } }),
    ]);
    expect((await page(leagueLog(mainId), head)).data.some((entry) => entry.scopeType === 'team')).toBe(false);
  });

  it('answers bad filters with 400 and Korean field errors', async () => {
    const response = await get(`${leagueLog(mainId)}?from=2026-13-01&to=yesterday&userId=abc&kind=drop&page=0&pageSize=1000`, head);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      ok: false,
      errors: {
        from: '존재하지 않는 날짜입니다.',
        to: '종료일은(는) YYYY-MM-DD 형식으로 입력해 주세요.',
        userId: '숫자를 입력해 주세요.',
        kind: '알 수 없는 기록 종류입니다.',
        page: '0보다 큰 값을 입력해 주세요.',
        pageSize: '100 이하의 값을 입력해 주세요.',
      },
    });
    const reversed = await get(`${teamLog(teamId)}?from=2026-05-02&to=2026-05-01`, teamManager);
    expect([reversed.status, reversed.body.errors]).toEqual([400, { to: '종료일은 시작일과 같거나 그 이후여야 합니다.' }]);
    expect((await get('/api/league/admin/main/abc/audit', head)).status).toBe(400);
  });

  it('answers 401 to visitors, 403 to anyone but the grade-1 managers of that main or the managers of that team, 404 to unknown ones', async () => {
    expect((await get(leagueLog(mainId))).status).toBe(401);
    expect((await get(teamLog(teamId))).status).toBe(401);

    for (const who of [member, otherHead, teamManager]) {
      const response = await get(leagueLog(mainId), who);
      expect([response.status, response.body.error]).toEqual([403, ACCESS_MESSAGES.notLeagueManager]);
    }
    const byScorer = await get(leagueLog(mainId), scorer);
    expect([byScorer.status, byScorer.body.error]).toEqual([403, ACCESS_MESSAGES.notHeadManager]);
    for (const who of [member, head]) {
      expect((await get(teamLog(teamId), who)).status).toBe(403);
    }
    expect((await get(teamLog(otherTeamId), teamManager)).status).toBe(403);

    expect((await get(leagueLog(999_999), head)).status).toBe(404);
    expect((await get(teamLog(999_999), teamManager)).status).toBe(404);
  });

  it('offers no way to change or remove an entry', async () => {
    for (const method of ['put', 'patch', 'delete', 'post'] as const) {
      const response = await t.http[method](leagueLog(mainId)).set(bearer(head.accessToken)).send({});
      expect(response.status).toBe(404);
    }
  });
});
