import { emptyBattingTotals, emptyPitchingTotals } from '../../stats-engine';
import { buildTeamBattingRanking, buildTeamPitchingRanking } from './team-rankings.answer';

describe('team rankings', () => {
  const teams = [
    {
      teamId: 1,
      teamName: '강동 타이거즈',
      games: 10,
      batting: { ...emptyBattingTotals(), games: 10, pa: 400, ab: 350, h: 105, b2: 20, b3: 5, hr: 10, bb: 40, hbp: 5, sf: 5, r: 70, rbi: 65 },
      pitching: { ...emptyPitchingTotals(), games: 10, outs: 180, er: 30, h: 60, bb: 30, so: 70, wins: 6, losses: 4 },
    },
    {
      teamId: 2,
      teamName: '강서 이글스',
      games: 10,
      batting: { ...emptyBattingTotals(), games: 10, pa: 380, ab: 340, h: 85, hr: 3, bb: 30 },
      pitching: { ...emptyPitchingTotals(), games: 10, outs: 189, er: 21, h: 50, bb: 20, so: 60, wins: 4, losses: 6 },
    },
    { teamId: 3, teamName: '신생팀', games: 0, batting: emptyBattingTotals(), pitching: emptyPitchingTotals() },
  ];

  it('rank team batting by AVG with OBP, SLG, OPS and TB', () => {
    const rows = buildTeamBattingRanking(teams);
    expect(rows.map((row) => [row.team_name, row.rank])).toEqual([
      ['강동 타이거즈', 1],
      ['강서 이글스', 2],
      ['신생팀', 3],
    ]);
    const tigers = rows[0];
    expect(tigers.bat_avg).toBeCloseTo(0.3, 12); // 105 / 350
    expect(tigers.bat_obp).toBeCloseTo(150 / 400, 12); // (105 + 40 + 5) / (350 + 40 + 5 + 5)
    expect(tigers.bat_tb).toBe(105 + 20 + 10 + 30); // H + 2B + 2 x 3B + 3 x HR
    expect(tigers.bat_slg).toBeCloseTo(165 / 350, 12);
    expect(tigers.bat_ops).toBeCloseTo(150 / 400 + 165 / 350, 12);
    expect(rows[2]).toMatchObject({ bat_avg: null, game_cnt: 0 });
  });

  it('rank team pitching by ERA with WHIP and K/9', () => {
    const rows = buildTeamPitchingRanking(teams);
    expect(rows.map((row) => row.team_name)).toEqual(['강서 이글스', '강동 타이거즈', '신생팀']);
    expect(rows[0]).toMatchObject({ pit_era: 3, pit_inning: '63', pit_win: 4, pit_lose: 6 }); // 21 x 9 / 63
    expect(rows[0].pit_whip).toBeCloseTo(70 / 63, 12);
    expect(rows[0].pit_k9).toBeCloseTo((60 * 9) / 63, 12);
    expect(rows[1].pit_era).toBe(4.5); // 30 x 9 / 60
    expect(rows[2]).toMatchObject({ pit_era: null, pit_whip: null, pit_k9: null, pit_inning: '0' });
  });

  it('carry every counted stat and say how many lines did not record a count; OBP is not guessed then', () => {
    const partial = { ...teams[0], batting: { ...teams[0].batting, ibb: 3, gidp: 7, sfUnrecorded: 2 }, pitching: { ...teams[0].pitching, starts: 10, pitches: 1400, pitchesUnrecorded: 1 } };
    const [batting] = buildTeamBattingRanking([partial]);
    expect(batting).toMatchObject({ bat_ibb: 3, bat_gidp: 7, bat_sf: 5, bat_obp: null, bat_ops: null, unrecorded: { bat_sf: 2 } });
    expect(batting.bat_avg).toBeCloseTo(0.3, 12);
    const [pitching] = buildTeamPitchingRanking([partial]);
    expect(pitching).toMatchObject({ game_cnt: 10, pit_gs: 10, pit_np: 1400, unrecorded: { pit_np: 1 } });
    expect(buildTeamBattingRanking([teams[1]])[0].unrecorded).toEqual({});
  });
});
