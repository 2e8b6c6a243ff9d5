import { validateInput } from './validation-errors';
import {
  cancelReasonSchema,
  firstScheduleFormError,
  normaliseScheduleTime,
  scheduleGameSchema,
  scheduleRowActions,
  teamChoice,
} from './schedule-form.schema';

describe('schedule form checks in the spec order', () => {
  it('reports league, away, home, then the same team', () => {
    expect(firstScheduleFormError({ leagueId: '', visitTeamId: '', homeTeamId: '' })).toBe('리그를 선택해 주세요.');
    expect(firstScheduleFormError({ leagueId: 3, visitTeamId: '', homeTeamId: '' })).toBe('원정 팀을 선택해 주세요.');
    expect(firstScheduleFormError({ leagueId: 3, visitTeamId: 0, homeTeamId: '' })).toBe('홈 팀을 선택해 주세요.');
    expect(firstScheduleFormError({ leagueId: 3, visitTeamId: 5, homeTeamId: 5 })).toBe('같은 팀을 선택할 수 없습니다.');
    expect(firstScheduleFormError({ leagueId: 3, visitTeamId: 0, homeTeamId: 0 })).toBeNull();
    expect(teamChoice(0)).toBeNull();
    expect(teamChoice('7')).toBe(7);
  });

  it('reads yyyy-MM-dd HH:mm (or a datetime-local value) and refuses dates that do not exist', () => {
    expect(normaliseScheduleTime('2025-05-10T13:00')).toBe('2025-05-10 13:00');
    expect(normaliseScheduleTime('2025-02-29 13:00')).toBeNull();
    expect(normaliseScheduleTime('2025-05-10 24:00')).toBeNull();
  });
});

describe('scheduleGameSchema', () => {
  const base = { scheduleTime: '2025-05-10 13:00', visitTeamId: 1, homeTeamId: 2 };

  it('turns team 0 into undecided and drops the league of a side that is not interleague', async () => {
    const result = await validateInput(scheduleGameSchema, { ...base, visitTeamId: 0, homeTeamLeagueId: 9 });
    expect(result).toMatchObject({ ok: true, value: { visitTeamId: null, homeTeamId: 2, homeTeamLeagueId: null, visitTeamInterleague: false } });
  });

  it('refuses both sides interleague, an interleague side without its league and the same team', async () => {
    expect(await validateInput(scheduleGameSchema, { ...base, visitTeamInterleague: true, homeTeamInterleague: true })).toMatchObject({
      ok: false,
      errors: { homeTeamInterleague: '교류전은 원정·홈 중 한쪽만 지정할 수 있습니다.' },
    });
    expect(await validateInput(scheduleGameSchema, { ...base, homeTeamInterleague: true })).toMatchObject({
      ok: false,
      errors: { homeTeamLeagueId: '교류전 팀의 소속 리그를 선택해 주세요.' },
    });
    expect(await validateInput(scheduleGameSchema, { ...base, homeTeamId: 1 })).toMatchObject({ ok: false, errors: { homeTeamId: '같은 팀을 선택할 수 없습니다.' } });
  });

  it('defaults the cancel reason to 우천취소 and allows 5 characters', async () => {
    expect(await validateInput(cancelReasonSchema, {})).toEqual({ ok: true, value: { reason: '우천취소' } });
    expect(await validateInput(cancelReasonSchema, { reason: '그라운드사정' })).toMatchObject({ ok: false, errors: { reason: '취소 사유는 5자 이내로 입력해 주세요.' } });
  });
});

describe('scheduleRowActions (spec 5)', () => {
  const row = { hasRecord: false, dayNight: 'N', isCancel: false, scheduleTime: '2025-05-01T10:00:00+09:00' };
  const day = '2025-05-10';

  it('shows the actions of a game without a record whatever its date', () => {
    expect(scheduleRowActions(row, day)).toEqual({ edit: true, cancel: true, delete: true });
  });

  it('hides them for an old game with a record, unless dayNight is Y or it is on or after the day before', () => {
    expect(scheduleRowActions({ ...row, hasRecord: true }, day)).toEqual({ edit: false, cancel: false, delete: false });
    expect(scheduleRowActions({ ...row, hasRecord: true, dayNight: 'Y' }, day)).toEqual({ edit: true, cancel: true, delete: false });
    expect(scheduleRowActions({ ...row, hasRecord: true, scheduleTime: '2025-05-09T23:00:00+09:00' }, day)).toEqual({ edit: true, cancel: true, delete: false });
    expect(scheduleRowActions({ ...row, hasRecord: true, scheduleTime: '2025-05-08T23:00:00+09:00' }, day)).toEqual({ edit: false, cancel: false, delete: false });
  });

  it('hides cancel for a cancelled game', () => {
    expect(scheduleRowActions({ ...row, isCancel: true }, day)).toEqual({ edit: true, cancel: false, delete: true });
  });
});
