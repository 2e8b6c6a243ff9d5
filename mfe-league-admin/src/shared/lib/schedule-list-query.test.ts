import { monthOfDay, readScheduleListQuery, scheduleListScreen } from './schedule-list-query';

describe('the schedule list address', () => {
  it('carries the season, month and league, and reads them back', () => {
    const screen = scheduleListScreen({ seasonId: 7, month: '202703', leagueId: 41 });
    expect(screen).toBe('schedule?season=7&month=202703&league=41');
    expect(readScheduleListQuery(new URLSearchParams(screen.split('?')[1]))).toEqual({ seasonId: 7, month: '202703', leagueId: 41 });
    expect(scheduleListScreen()).toBe('schedule');
  });

  it('reads what is missing or malformed as not chosen', () => {
    expect(readScheduleListQuery(new URLSearchParams('season=x&month=2027-03&league=0'))).toEqual({ seasonId: null, month: null, leagueId: null });
  });

  it('takes the month of a day', () => {
    expect(monthOfDay('2027-03-07')).toBe('202703');
    expect(monthOfDay('2027-03-07T09:00:00+09:00')).toBe('202703');
  });
});
