import { useEmbeddedApp } from '../../../test/support/embedded-app';
import { plainLineup } from '../../../test/support/lineups';
import { SchedulesRepository, type ScheduleRowInput } from '../../repositories/schedules/schedules.repository';
import { GamePlaysService } from './game-plays.service';

// A game recorded play by play on the embedded database (better-sqlite3), as `npm start` runs it on the demo.
describe('play by play on the embedded database', () => {
  const embedded = useEmbeddedApp('game-plays');
  const plays = () => embedded.app.get(GamePlaysService);

  it('starts from the lineups, appends, undoes, and saves the derived box score as a draft', async () => {
    // A new game between two teams of a played one whose rosters can field nine (the demo's games all have records).
    const [row] = await embedded.db.query(
      `SELECT s.game_id, s.league_id, s.schedule_time, s.visit_team_id, s.home_team_id, se.main_id FROM schedule s JOIN league l ON l.league_id = s.league_id
         JOIN season se ON se.season_id = l.season_id
       WHERE s.is_cancel = 0 AND s.visit_team_id IS NOT NULL AND s.home_team_id IS NOT NULL
         AND (SELECT COUNT(*) FROM team_player tp WHERE tp.team_id = s.visit_team_id) >= 9
         AND (SELECT COUNT(*) FROM team_player tp WHERE tp.team_id = s.home_team_id) >= 9
       ORDER BY s.game_id LIMIT 1`,
    );
    const [scheduled] = await embedded.db.query('SELECT * FROM schedule WHERE game_id = ?', [row.game_id]);
    const gameId = await embedded.db.transaction(async (em) => {
      const [id] = await embedded.app.get(SchedulesRepository).insertGames(em, [
        {
          leagueId: Number(row.league_id),
          gameName: null,
          scheduleTime: new Date(scheduled.schedule_time),
          groundId: null,
          writerId: null,
          visitTeamId: Number(row.visit_team_id),
          homeTeamId: Number(row.home_team_id),
          visitTeamInterleague: false,
          homeTeamInterleague: false,
          visitTeamLeagueId: null,
          homeTeamLeagueId: null,
          isCancel: false,
          cancelReason: null,
          matchupLocked: null,
        } as ScheduleRowInput,
      ]);
      return id as number;
    });
    const mainId = Number(row.main_id);
    const roster = async (teamId: number) =>
      ((await embedded.db.query('SELECT player_id FROM team_player WHERE team_id = ? ORDER BY player_id', [teamId])) as { player_id: number }[]).map((r) => Number(r.player_id));
    const visit = await roster(Number(row.visit_team_id));
    const home = await roster(Number(row.home_team_id));
    await embedded.db.transaction(async (em) => {
      await embedded.app.get(SchedulesRepository).replaceLineup(em, gameId, Number(row.visit_team_id), plainLineup(visit));
      await embedded.app.get(SchedulesRepository).replaceLineup(em, gameId, Number(row.home_team_id), plainLineup(home));
    });

    const started = await plays().start(gameId, 1, mainId, {});
    expect(started).toMatchObject({ started: true, lastSeq: 0, rules: { innings: 9, designatedHitter: false } });
    await plays().append(gameId, 1, mainId, { lastSeq: 0, event: { kind: 'plateAppearance', result: 'walk', moves: [] } });
    const homer = await plays().append(gameId, 1, mainId, { lastSeq: 1, event: { kind: 'plateAppearance', result: 'homeRun', moves: [] } });
    expect(homer.state).toMatchObject({ score: [2, 0] });
    const [saved] = await embedded.db.query('SELECT visit_score, record_state FROM game WHERE game_id = ?', [gameId]);
    expect({ runs: Number(saved.visit_score), state: saved.record_state }).toEqual({ runs: 2, state: 'draft' });

    const undone = await plays().undo(gameId, 1, mainId, 2);
    expect(undone).toMatchObject({ lastSeq: 1, state: { score: [0, 0], bases: [String(visit[0]), null, null] } });
    const [after] = await embedded.db.query('SELECT visit_score FROM game WHERE game_id = ?', [gameId]);
    expect(Number(after.visit_score)).toBe(0);
    expect((await plays().publicPlays(gameId)).narration[0]?.items).toHaveLength(1);
  });
});
