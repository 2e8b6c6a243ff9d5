import { DEFAULT_LEAGUE_RECORD_SETTINGS } from '../enums/record-settings.enum';
import { leagueFormDefaults, leagueFormSchema } from './league-form.schema';
import { isRealDay, seasonFormSchema } from './season-form.schema';
import { validateInput } from './validation-errors';

describe('season and league forms', () => {
  it('a season needs a name and real days, the end not before the begin', async () => {
    const ok = await validateInput(seasonFormSchema, { seasonName: '2026 시즌', beginDate: '2026-03-01', endDate: '2026-03-01', active: true });
    expect(ok.ok).toBe(true);
    const bad = await validateInput(seasonFormSchema, { seasonName: '', beginDate: '2026-02-30', endDate: '2026-1-1' });
    expect(bad).toMatchObject({ ok: false, errors: { seasonName: '필수 입력 항목입니다.', beginDate: '존재하지 않는 날짜입니다.', endDate: 'YYYY-MM-DD 형식의 날짜를 입력해 주세요.' } });
    const inverted = await validateInput(seasonFormSchema, { seasonName: 'x', beginDate: '2026-05-02', endDate: '2026-05-01' });
    expect(inverted).toMatchObject({ ok: false, errors: { endDate: '종료일은 시작일과 같거나 그 이후여야 합니다.' } });
    expect([isRealDay('2024-02-29'), isRealDay('2023-02-29')]).toEqual([true, false]);
  });

  it('a new league starts from the record engine defaults', () => {
    expect(leagueFormDefaults()).toEqual({
      leagueName: '',
      sortOrder: 0,
      ...DEFAULT_LEAGUE_RECORD_SETTINGS,
      tiebreakOrder: [...DEFAULT_LEAGUE_RECORD_SETTINGS.tiebreakOrder],
      regulationInnings: null,
    });
  });

  it('the tiebreak order is one or more known criteria, each once', async () => {
    const check = (tiebreakOrder: string[]) => validateInput(leagueFormSchema, { leagueName: '토요 1부', tiebreakOrder });
    expect((await check(['points', 'wins'])).ok).toBe(true);
    expect(await check(['wins', 'wins'])).toMatchObject({ errors: { tiebreakOrder: '같은 순위 결정 기준을 두 번 넣을 수 없습니다.' } });
    expect(await check(['luck'])).toMatchObject({ errors: { tiebreakOrder: '알 수 없는 순위 결정 기준이 있습니다.' } });
    expect(await check([])).toMatchObject({ errors: { tiebreakOrder: '순위 결정 기준을 하나 이상 골라 주세요.' } });
  });
});
