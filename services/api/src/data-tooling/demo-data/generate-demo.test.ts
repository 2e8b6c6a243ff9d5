import { formatSeasonFile, validateSeasonFile, type SeasonFile, type SeasonFileGame } from '../season-file';
import { generateDemoSeasonFiles, resolveDemoOptions, type DemoSeasonFile } from './generate-demo';

const TODAY = '2026-07-15';
const demo = generateDemoSeasonFiles({ today: TODAY });
const byName = (files: DemoSeasonFile[], name: string) => files.find((entry) => entry.fileName === name)?.file as SeasonFile;
const finished = demo.filter(({ file }) => !file.season.active);
const active = demo.filter(({ file }) => file.season.active);

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const played = (file: SeasonFile) => file.games.filter((game) => game.record);
const HANGUL_NAME = /^[가-힣]{2,4}$/;

describe('generateDemoSeasonFiles', () => {
  it('writes a finished 2025 and an active 2026 season for both mains, oldest first', () => {
    expect(demo.map((entry) => entry.fileName)).toEqual([
      'gangdong-2025.json',
      'gangdong-2026.json',
      'gangseo-2025.json',
      'gangseo-2026.json',
    ]);
    expect(demo.map(({ file }) => file.season.active)).toEqual([false, true, false, true]);
    expect(new Set(demo.map(({ file }) => file.leagueMain.leaguePath))).toEqual(new Set(['gangdong', 'gangseo']));
  });

  it('is deterministic: the same seed gives byte-identical files, another seed different ones', () => {
    const again = generateDemoSeasonFiles({ today: TODAY });
    expect(again.map(({ file }) => formatSeasonFile(file))).toEqual(demo.map(({ file }) => formatSeasonFile(file)));
    const other = generateDemoSeasonFiles({ today: TODAY, seed: 'another-seed', mains: ['gangdong'] });
    expect(formatSeasonFile(other[0].file)).not.toEqual(formatSeasonFile(demo[0].file));
  });

  it('lets "today" change only which games of the running season are played', () => {
    const later = generateDemoSeasonFiles({ today: '2026-10-01' });
    for (const { fileName, file } of finished) expect(formatSeasonFile(byName(later, fileName))).toBe(formatSeasonFile(file));
    for (const { fileName, file } of active) {
      const laterFile = byName(later, fileName);
      expect(played(laterFile).length).toBeGreaterThan(played(file).length);
      expect(laterFile.teams.filter((team) => team.spoType === 1)).toEqual(file.teams.filter((team) => team.spoType === 1));
      expect(laterFile.players).toEqual(file.players);
    }
  });

  it.each(demo.map((entry) => [entry.fileName, entry.file] as const))('%s passes the validator', (_name, file) => {
    const result = validateSeasonFile(file);
    expect(result.ok ? [] : result.errors.slice(0, 5)).toEqual([]);
  });

  it('has two leagues of 8 teams with 18-25 players, Korean names, grounds and a full schedule', () => {
    for (const { file } of demo) {
      expect(file.leagues).toHaveLength(2);
      const realTeams = file.teams.filter((team) => team.spoType === 1);
      for (const league of file.leagues) {
        const members = file.leagueTeams.filter((entry) => entry.leagueKey === league.key && realTeams.some((team) => team.key === entry.teamKey));
        expect(members).toHaveLength(8);
      }
      for (const team of realTeams) {
        const players = file.players.filter((player) => player.teamKey === team.key);
        expect(players.length).toBeGreaterThanOrEqual(18);
        expect(players.length).toBeLessThanOrEqual(26); // 25 plus at most one mid-season signing
        expect(players.filter((player) => player.teamRole === 4)).toHaveLength(1);
        expect(team.director).toBe(players.find((player) => player.teamRole === 4)?.playerName);
        expect(new Set(players.map((player) => player.backnumber)).size).toBe(players.length);
        expect(team.teamName).toMatch(/^[가-힣]+ [가-힣]+$/);
      }
      for (const player of file.players) expect(player.playerName).toMatch(HANGUL_NAME);
      expect(new Set(file.players.map((player) => player.playerName)).size).toBeGreaterThan(file.players.length * 0.9);
      expect(file.grounds.length).toBeGreaterThanOrEqual(3);
      for (const ground of file.grounds) expect(ground.groundName).toMatch(/야구장$/);
      // Double round robin: 56 games per league, plus 교류전, make-ups and the two title games.
      expect(file.games.filter((game) => /-\d{3}$/.test(game.key))).toHaveLength(112);
    }
  });

  it('schedules weekend games in the 07:00 / 09:30 / 12:00 / 14:30 slots, Korean time, one game per field and slot', () => {
    for (const { file } of demo) {
      const slots = new Set<string>();
      for (const game of file.games) {
        expect(game.scheduleTime).toMatch(/^\d{4}-\d{2}-\d{2}T(07:00|09:30|12:00|14:30):00\+09:00$/);
        const weekday = new Date(`${game.scheduleTime.slice(0, 10)}T00:00:00Z`).getUTCDay();
        expect([0, 6]).toContain(weekday);
        const slot = `${game.scheduleTime}|${game.groundKey}`;
        expect(slots.has(slot)).toBe(false);
        slots.add(slot);
      }
    }
  });

  it('plays the running season up to today and leaves the rest upcoming', () => {
    for (const { file } of active) {
      const beforeToday = file.games.filter((game) => game.scheduleTime.slice(0, 10) < TODAY);
      const fromToday = file.games.filter((game) => game.scheduleTime.slice(0, 10) >= TODAY);
      expect(beforeToday.length).toBeGreaterThan(30);
      expect(fromToday.length).toBeGreaterThan(30);
      for (const game of beforeToday) expect(game.isCancel || game.record !== null).toBe(true);
      for (const game of fromToday) {
        expect(game.record).toBeNull();
        expect(game.isCancel).toBe(false);
      }
      // Some teams have already handed in lineups for their league's next game day.
      expect(fromToday.some((game) => (game.lineups ?? []).length > 0)).toBe(true);
    }
    for (const { file } of finished) {
      for (const game of file.games) expect(game.isCancel || game.record !== null).toBe(true);
    }
  });

  it('looks like amateur baseball: league batting average .250-.330, ERA 3-7 on the league\'s own base', () => {
    for (const { fileName, file } of demo) {
      for (const league of file.leagues) {
        const games = played(file).filter((game) => game.leagueKey === league.key && game.record?.winType !== '5');
        const batting = games.flatMap((game) => game.record?.batting ?? []);
        const pitching = games.flatMap((game) => game.record?.pitching ?? []);
        const average = sum(batting.map((line) => line.h)) / sum(batting.map((line) => line.ab));
        const base = league.settings?.eraBaseInnings ?? 9;
        const era = (sum(pitching.map((line) => line.er)) * base * 3) / sum(pitching.map((line) => line.outs));
        const context = `${fileName} ${league.leagueName}: AVG ${average.toFixed(3)}, ERA ${era.toFixed(2)}`;
        expect({ context, ok: average > 0.25 && average < 0.33 && era > 3 && era < 7 }).toEqual({ context, ok: true });
      }
    }
  });

  it('shows every special case in each finished season', () => {
    for (const { fileName, file } of finished) {
      const games = file.games;
      const records = played(file).map((game) => game.record as NonNullable<SeasonFileGame['record']>);
      const found = {
        fileName,
        rainOut: games.some((game) => game.isCancel && game.cancelReason === '우천취소'),
        makeUp: games.some((game) => game.gameName === '순연 경기' && game.record),
        suspended: games.some((game) => game.suspended && game.record),
        draw: records.some((record) => record.winnerSide === null && record.winType !== '5' && record.visit.runs === record.home.runs),
        forfeit: records.some((record) => record.winType === '6' && record.batting.length === 0 && record.winnerSide !== null),
        noContest: records.some((record) => record.winType === '5'),
        rainCalled: records.some((record) => record.winType === 'A'),
        called: records.some((record) => record.winType === '2'),
        timeLimit: records.some((record) => record.winType === '3'),
        interleague: games.some((game) => (game.visitInterleagueLeagueKey || game.homeInterleagueLeagueKey) && game.record),
        final: games.some((game) => game.gameName === '챔피언 결정전' && game.record && game.homeInterleagueLeagueKey),
      };
      expect(found).toEqual({
        fileName,
        rainOut: true,
        makeUp: true,
        suspended: true,
        draw: true,
        forfeit: true,
        noContest: true,
        rainCalled: true,
        called: true,
        timeLimit: true,
        interleague: true,
        final: true,
      });
    }
  });

  it('shows the running season\'s suspended game waiting, and the title games with placeholder or undecided teams', () => {
    for (const { file } of active) {
      const waiting = file.games.filter((game) => game.suspended && game.record);
      expect(waiting).toHaveLength(1);
      expect(waiting[0].record?.winType).toBeNull();
      expect(waiting[0].dayNight).toBe('Y');
      const final = file.games.find((game) => game.gameName === '챔피언 결정전') as SeasonFileGame;
      const placeholders = file.teams.filter((team) => team.spoType === 9);
      expect(placeholders.map((team) => team.key).sort()).toEqual([final.visitTeamKey, final.homeTeamKey].sort());
      expect(file.players.some((player) => placeholders.some((team) => team.key === player.teamKey))).toBe(false);
      const third = file.games.find((game) => game.gameName === '3위 결정전') as SeasonFileGame;
      expect([third.visitTeamKey, third.homeTeamKey]).toEqual([null, null]);
      expect(file.games.some((game) => game.isCancel && game.cancelReason === '우천취소')).toBe(true);
    }
  });

  it('registers players in their team\'s league, mid-season signings on the day they joined', () => {
    for (const { file } of demo) {
      const leagueOfTeam = new Map(file.leagueTeams.map((entry) => [entry.teamKey, entry.leagueKey]));
      for (const registration of file.leaguePlayers) {
        const player = file.players.find((candidate) => candidate.key === registration.playerKey);
        expect(registration.leagueKey).toBe(leagueOfTeam.get(player?.teamKey as string));
      }
      const lateSignings = file.leaguePlayers.filter((entry) => entry.registerDate >= file.season.beginDate);
      expect(lateSignings.length).toBeGreaterThan(0);
      for (const signing of lateSignings) {
        const appearances = played(file).filter((game) => game.record?.batting.some((line) => line.playerKey === signing.playerKey));
        for (const game of appearances) expect(game.scheduleTime.slice(0, 10) >= signing.registerDate).toBe(true);
      }
    }
  });

  it('keeps team and player keys across seasons of a main', () => {
    const [gangdong2025, gangdong2026] = [byName(demo, 'gangdong-2025.json'), byName(demo, 'gangdong-2026.json')];
    const stayed = gangdong2026.players.filter((player) => gangdong2025.players.some((earlier) => earlier.key === player.key));
    expect(stayed.length / gangdong2026.players.length).toBeGreaterThan(0.7);
    for (const player of stayed) {
      const earlier = gangdong2025.players.find((candidate) => candidate.key === player.key);
      expect(player.playerName).toBe(earlier?.playerName);
      expect(player.birthday).toBe(earlier?.birthday);
    }
  });
});

describe('generateDemoSeasonFiles at scale 10', () => {
  const large = generateDemoSeasonFiles({ scale: 10, today: TODAY });

  it('has ten times the seasons and about ten times the games', () => {
    expect(large).toHaveLength(40);
    const years = large.filter(({ file }) => file.leagueMain.leaguePath === 'gangdong').map(({ file }) => file.season.seasonName);
    expect(years[0]).toBe('2007 시즌');
    expect(years[19]).toBe('2026 시즌');
    expect(large.filter(({ file }) => file.season.active).map((entry) => entry.fileName)).toEqual(['gangdong-2026.json', 'gangseo-2026.json']);
    const games = (files: DemoSeasonFile[]) => sum(files.map(({ file }) => file.games.length));
    const ratio = games(large) / games(demo);
    expect(ratio).toBeGreaterThan(9);
    expect(ratio).toBeLessThan(12);
  });

  it('keeps every league-season amateur-like and every game finite, all twenty years long', () => {
    const outliers: string[] = [];
    for (const { fileName, file } of large) {
      for (const league of file.leagues) {
        const games = played(file).filter((game) => game.leagueKey === league.key && game.record?.winType !== '5');
        const batting = games.flatMap((game) => game.record?.batting ?? []);
        const pitching = games.flatMap((game) => game.record?.pitching ?? []);
        const average = sum(batting.map((line) => line.h)) / sum(batting.map((line) => line.ab));
        const era = (sum(pitching.map((line) => line.er)) * (league.settings?.eraBaseInnings ?? 9) * 3) / sum(pitching.map((line) => line.outs));
        if (!(average > 0.24 && average < 0.34 && era > 2.5 && era < 8)) outliers.push(`${fileName} ${league.leagueName} ${average} ${era}`);
        for (const game of games) {
          const most = Math.max(game.record?.visit.runs ?? 0, game.record?.home.runs ?? 0);
          if (most > 40) outliers.push(`${fileName} ${game.key} ${most} runs`);
        }
      }
    }
    expect(outliers).toEqual([]);
  });

  it('produces valid files at both ends of the history', () => {
    for (const name of ['gangdong-2007.json', 'gangseo-2016.json', 'gangseo-2026.json']) {
      const result = validateSeasonFile(byName(large, name));
      expect(result.ok ? [] : result.errors.slice(0, 5)).toEqual([]);
    }
  });

  it('moves the last team of 1부 and the first of 2부 between gangseo seasons', () => {
    const file2007 = byName(large, 'gangseo-2007.json');
    const file2008 = byName(large, 'gangseo-2008.json');
    const leagueOf = (file: SeasonFile, teamKey: string) =>
      file.leagues.find((league) => file.leagueTeams.some((entry) => entry.teamKey === teamKey && entry.leagueKey === league.key))?.leagueName;
    const moved = file2007.teams.filter((team) => team.spoType === 1 && leagueOf(file2008, team.key) && leagueOf(file2008, team.key) !== leagueOf(file2007, team.key));
    expect(moved.length).toBe(2);
  });
});

describe('resolveDemoOptions', () => {
  it('defaults to the seed, scale 1, both mains and today in Korea; refuses bad values', () => {
    const options = resolveDemoOptions();
    expect(options.seed).toBe('dugout-demo');
    expect(options.scale).toBe(1);
    expect(options.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(options.mains.map((main) => main.leaguePath)).toEqual(['gangdong', 'gangseo']);
    expect(() => resolveDemoOptions({ scale: 0 })).toThrow('scale');
    expect(() => resolveDemoOptions({ today: '2026/01/01' })).toThrow('YYYY-MM-DD');
    expect(() => resolveDemoOptions({ mains: ['busan'] })).toThrow('busan');
  });
});
