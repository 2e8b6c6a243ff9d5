import { useEmbeddedApp } from '../../../test/support/embedded-app';
import { Team } from '../../repositories/teams/team.entity';
import { SearchIndexService } from './search-index.service';
import { SearchService } from './search.service';

// The search and its index sync on the embedded database, with the demo leagues seeded at start.
describe('search on the embedded database', () => {
  const embedded = useEmbeddedApp('search');
  let search: SearchService;

  beforeAll(async () => {
    search = embedded.app.get(SearchService);
    await embedded.app.get(SearchIndexService).settled();
  });

  it('finds a demo player by the end of his name, with his team, and a demo league by one syllable', async () => {
    const [row] = await embedded.db.query('SELECT p.player_id, p.player_name FROM player p JOIN team_player tp ON tp.player_id = p.player_id ORDER BY p.player_id LIMIT 1');
    const teams: { team_id: number }[] = await embedded.db.query('SELECT team_id FROM team_player WHERE player_id = ?', [row.player_id]);
    const part = [...String(row.player_name)].slice(-2).join('');
    const found = await search.search({ q: part, limit: 20 });
    expect(found.players.every((player) => player.playerName.includes(part))).toBe(true);
    const hit = found.players.find((player) => player.playerId === Number(row.player_id));
    expect(teams.map((team) => Number(team.team_id))).toContain(hit?.teamId);

    const [main] = await embedded.db.query('SELECT main_name, league_path FROM league_main ORDER BY main_id LIMIT 1');
    const leagues = await search.search({ q: [...String(main.main_name)][0], limit: 5 });
    expect(leagues.leagues.map((league) => league.leaguePath)).toContain(main.league_path);
  });

  it('follows a renamed team once the write commits', async () => {
    const [team] = await embedded.db.query('SELECT team_id, logo_img FROM team WHERE spo_type <> 9 ORDER BY team_id LIMIT 1');
    await embedded.db.getRepository(Team).update({ teamId: Number(team.team_id) }, { teamName: '임베디드 번개' });
    await embedded.app.get(SearchIndexService).settled();
    const found = await search.search({ q: '드 번', limit: 5 });
    expect(found.teams).toEqual([{ teamId: Number(team.team_id), teamName: '임베디드 번개', logoImg: team.logo_img }]);
  });
});
