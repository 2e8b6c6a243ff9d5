import { chartData } from './chart-data';

describe('standings chart data', () => {
  it('puts each date at Seoul midnight and keeps a missing win percentage as a gap', () => {
    const data = chartData({
      dates: ['2026-03-21', '2026-03-28'],
      teams: [
        { teamId: 1, teamName: '강서 타이거즈', winPct: [1, 0.5], wins: [1, 1] },
        { teamId: 2, teamName: '화곡 베어스', winPct: [null, 0.5], wins: [0, 1] },
      ],
    });
    expect(data[0]).toEqual([Date.parse('2026-03-20T15:00:00Z') / 1000, Date.parse('2026-03-27T15:00:00Z') / 1000]);
    expect(data[1]).toEqual([1, 0.5]);
    expect(data[2]).toEqual([null, 0.5]);
  });
});
