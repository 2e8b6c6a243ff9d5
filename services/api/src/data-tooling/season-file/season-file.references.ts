import {
  classifyBatNum,
  creditsPitcherDecisions,
  NO_PITCHER_DECISIONS_MESSAGE,
  validateGameResult,
  WIN_TYPE_RULES,
  type GameSide,
  type WinType,
  RECORD_RULE_MESSAGES,
  RECORD_SIDE_LABELS,
} from '@dugout/contracts';
import type {
  SeasonFile,
  SeasonFileBattingLine,
  SeasonFileError,
  SeasonFileGame,
  SeasonFileGameRecord,
  SeasonFileLineup,
  SeasonFilePitchingLine,
} from './season-file.types';

/**
 * Checks that need more than one field of a season file that already has the right shape:
 * every key it refers to exists, memberships line up, lineups follow the batting-number rules
 * and each box score adds up (team totals, both sides' pitching against the other's batting,
 * outs against innings, decisions against the result).
 *
 * The box-score checks that compare one line, or one side, with others (a side's totals against
 * its batters, a staff against the other side's batting, outs against innings batted, the line
 * score against the runs) are source inconsistencies: real historic box scores break them, so an
 * import may accept them as warnings (acceptSourceInconsistencies). Everything else stays an error.
 */

export interface SeasonFileCheckOptions {
  /** Report source inconsistencies apart from the errors instead of as errors. */
  acceptSourceInconsistencies?: boolean;
}

export interface SeasonFileFindings {
  /** What refuses the file. Holds the source inconsistencies too unless they are accepted. */
  errors: SeasonFileError[];
  /** Source inconsistencies, when accepted; otherwise empty. */
  inconsistencies: SeasonFileError[];
}

/** After this many errors the rest are summarised in one line: a broken file is refused anyway. */
export const MAX_REPORTED_ERRORS = 500;

const SIDES: readonly GameSide[] = ['visit', 'home'];
const SIDE_LABEL = RECORD_SIDE_LABELS;
const other = (side: GameSide): GameSide => (side === 'visit' ? 'home' : 'visit');

/** Forfeits set the score by rule, so the lines recorded before them need not add up to it. */
const SCORE_BY_RULE: ReadonlySet<WinType> = new Set<WinType>(['6', '7', '8']);
/** Win types in which a winning and a losing pitcher are named. */

class ErrorList {
  private readonly errors: SeasonFileError[] = [];
  private readonly inconsistencies: SeasonFileError[] = [];
  private dropped = 0;

  constructor(private readonly acceptInconsistencies: boolean) {}

  add(path: string, message: string): void {
    if (this.errors.length < MAX_REPORTED_ERRORS) this.errors.push({ path, message });
    else this.dropped += 1;
  }

  /** A cross-line box-score check that a historic source may break; every one is kept when accepted. */
  addInconsistency(path: string, message: string): void {
    if (this.acceptInconsistencies) this.inconsistencies.push({ path, message });
    else this.add(path, message);
  }

  finish(): SeasonFileFindings {
    if (this.dropped > 0) this.errors.push({ path: '', message: `그 밖의 오류 ${this.dropped}건은 생략했습니다.` });
    return { errors: this.errors, inconsistencies: this.inconsistencies };
  }
}

function indexByKey<T extends { key: string }>(items: T[], listPath: string, errors: ErrorList): Map<string, T> {
  const byKey = new Map<string, T>();
  const firstIndex = new Map<string, number>();
  items.forEach((item, index) => {
    const earlier = firstIndex.get(item.key);
    if (earlier !== undefined) {
      errors.add(`${listPath}[${index}].key`, `키 "${item.key}"가 ${listPath}[${earlier}]와 겹칩니다.`);
      return;
    }
    firstIndex.set(item.key, index);
    byKey.set(item.key, item);
  });
  return byKey;
}

const sum = <T>(items: readonly T[], pick: (item: T) => number) => items.reduce((total, item) => total + pick(item), 0);

/** A sum over lines, or null (unknown, so not compared) when a line did not record a count it needs. */
function recordedSum<T>(items: readonly T[], pick: (item: T) => number | null): number | null {
  let total = 0;
  for (const item of items) {
    const value = pick(item);
    if (value === null) return null;
    total += value;
  }
  return total;
}

/** Walks plus hit batsmen of one line, or null when the line did not record hit batsmen. */
const walksOf = (line: { bb: number; hbp: number | null }) => (line.hbp === null ? null : line.bb + line.hbp);

interface FileIndex {
  leagues: Map<string, SeasonFile['leagues'][number]>;
  grounds: Map<string, SeasonFile['grounds'][number]>;
  teams: Map<string, SeasonFile['teams'][number]>;
  players: Map<string, SeasonFile['players'][number]>;
  /** `${leagueKey}\u0000${teamKey}` for every league membership of a team. */
  leagueTeams: Set<string>;
}

const membership = (leagueKey: string, teamKey: string) => `${leagueKey}\u0000${teamKey}`;

export function checkSeasonFileReferences(file: SeasonFile, options: SeasonFileCheckOptions = {}): SeasonFileFindings {
  const errors = new ErrorList(options.acceptSourceInconsistencies === true);

  if (file.season.beginDate > file.season.endDate) {
    errors.add('season.endDate', '시즌 종료일이 시작일보다 빠릅니다.');
  }

  const index: FileIndex = {
    leagues: indexByKey(file.leagues, 'leagues', errors),
    grounds: indexByKey(file.grounds, 'grounds', errors),
    teams: indexByKey(file.teams, 'teams', errors),
    players: indexByKey(file.players, 'players', errors),
    leagueTeams: new Set(),
  };
  indexByKey(file.games, 'games', errors);

  file.players.forEach((player, i) => {
    const team = index.teams.get(player.teamKey);
    if (!team) errors.add(`players[${i}].teamKey`, `없는 팀입니다: ${player.teamKey}`);
    else if (team.spoType === 9) errors.add(`players[${i}].teamKey`, '임시 팀(spoType 9)에는 선수를 둘 수 없습니다.');
  });

  file.leagueTeams.forEach((entry, i) => {
    const path = `leagueTeams[${i}]`;
    if (!index.leagues.has(entry.leagueKey)) errors.add(`${path}.leagueKey`, `없는 리그입니다: ${entry.leagueKey}`);
    if (!index.teams.has(entry.teamKey)) errors.add(`${path}.teamKey`, `없는 팀입니다: ${entry.teamKey}`);
    const id = membership(entry.leagueKey, entry.teamKey);
    if (index.leagueTeams.has(id)) errors.add(path, '같은 리그-팀 소속이 두 번 있습니다.');
    index.leagueTeams.add(id);
  });

  const registered = new Set<string>();
  file.leaguePlayers.forEach((entry, i) => {
    const path = `leaguePlayers[${i}]`;
    if (!index.leagues.has(entry.leagueKey)) errors.add(`${path}.leagueKey`, `없는 리그입니다: ${entry.leagueKey}`);
    const player = index.players.get(entry.playerKey);
    if (!player) {
      errors.add(`${path}.playerKey`, `없는 선수입니다: ${entry.playerKey}`);
    } else if (index.leagues.has(entry.leagueKey) && !index.leagueTeams.has(membership(entry.leagueKey, player.teamKey))) {
      errors.add(`${path}.leagueKey`, `선수의 팀(${player.teamKey})이 이 리그에 속해 있지 않습니다.`);
    }
    const id = membership(entry.leagueKey, entry.playerKey);
    if (registered.has(id)) errors.add(path, '같은 리그-선수 등록이 두 번 있습니다.');
    registered.add(id);
  });

  file.games.forEach((game, i) => checkGame(file, index, game, `games[${i}]`, errors));
  return errors.finish();
}

function checkGame(file: SeasonFile, index: FileIndex, game: SeasonFileGame, path: string, errors: ErrorList): void {
  if (!index.leagues.has(game.leagueKey)) errors.add(`${path}.leagueKey`, `없는 리그입니다: ${game.leagueKey}`);
  if (game.groundKey !== null && !index.grounds.has(game.groundKey)) {
    errors.add(`${path}.groundKey`, `없는 구장입니다: ${game.groundKey}`);
  }
  const day = game.scheduleTime.slice(0, 10);
  if (day < file.season.beginDate || day > file.season.endDate) {
    errors.add(`${path}.scheduleTime`, `시즌 기간(${file.season.beginDate} ~ ${file.season.endDate}) 밖의 경기입니다.`);
  }
  if (game.isCancel && !game.cancelReason?.trim()) errors.add(`${path}.cancelReason`, '취소된 경기에는 취소 사유가 있어야 합니다.');
  if (!game.isCancel && game.cancelReason !== null) errors.add(`${path}.cancelReason`, '취소되지 않은 경기의 취소 사유는 null이어야 합니다.');

  const teamKeys: Record<GameSide, string | null> = { visit: game.visitTeamKey, home: game.homeTeamKey };
  const interleague: Record<GameSide, string | null> = {
    visit: game.visitInterleagueLeagueKey ?? null,
    home: game.homeInterleagueLeagueKey ?? null,
  };
  if (interleague.visit !== null && interleague.home !== null) {
    errors.add(`${path}.homeInterleagueLeagueKey`, '교류전 표시는 한쪽 팀에만 할 수 있습니다.');
  }
  for (const side of SIDES) {
    const teamField = `${path}.${side}TeamKey`;
    const leagueField = `${path}.${side}InterleagueLeagueKey`;
    const teamKey = teamKeys[side];
    const guestLeague = interleague[side];
    if (guestLeague !== null) {
      if (!index.leagues.has(guestLeague)) errors.add(leagueField, `없는 리그입니다: ${guestLeague}`);
      else if (guestLeague === game.leagueKey) errors.add(leagueField, '교류전 팀의 리그는 경기의 리그와 달라야 합니다.');
      if (teamKey === null) errors.add(leagueField, '팀이 정해지지 않은 쪽에는 교류전 리그를 둘 수 없습니다.');
    }
    if (teamKey === null) continue;
    if (!index.teams.has(teamKey)) {
      errors.add(teamField, `없는 팀입니다: ${teamKey}`);
      continue;
    }
    const homeLeague = guestLeague ?? game.leagueKey;
    if (index.leagues.has(homeLeague) && !index.leagueTeams.has(membership(homeLeague, teamKey))) {
      errors.add(
        teamField,
        guestLeague === null
          ? `팀 ${teamKey}은(는) 이 경기의 리그(${game.leagueKey}) 소속이 아닙니다. 다른 리그 팀이면 교류전 리그를 지정하세요.`
          : `팀 ${teamKey}은(는) 교류전 리그(${guestLeague}) 소속이 아닙니다.`,
      );
    }
  }
  if (teamKeys.visit !== null && teamKeys.visit === teamKeys.home) errors.add(`${path}.homeTeamKey`, '같은 팀을 원정과 홈에 둘 수 없습니다.');

  const realTeams = SIDES.every((side) => {
    const team = teamKeys[side] === null ? undefined : index.teams.get(teamKeys[side] as string);
    return team !== undefined && team.spoType !== 9;
  });

  if (game.record) {
    if (game.isCancel) errors.add(`${path}.record`, '취소된 경기에는 경기 기록을 둘 수 없습니다.');
    else if (!realTeams) errors.add(`${path}.record`, '두 팀이 모두 정해진 경기에만 기록을 둘 수 있습니다.');
    else checkRecord(index, teamKeys as Record<GameSide, string>, game, `${path}.record`, errors);
  }

  const seenSides = new Set<GameSide>();
  (game.lineups ?? []).forEach((lineup, k) => {
    const lineupPath = `${path}.lineups[${k}]`;
    if (seenSides.has(lineup.side)) errors.add(`${lineupPath}.side`, `${SIDE_LABEL[lineup.side]} 라인업이 두 번 있습니다.`);
    seenSides.add(lineup.side);
    const teamKey = teamKeys[lineup.side];
    if (teamKey === null) errors.add(`${lineupPath}.side`, '팀이 정해지지 않은 쪽에는 라인업을 둘 수 없습니다.');
    else checkLineup(index, teamKey, lineup, lineupPath, errors);
  });
}

function checkPlayerSide(
  index: FileIndex,
  playerKey: string,
  teamKey: string,
  path: string,
  errors: ErrorList,
): void {
  const player = index.players.get(playerKey);
  if (!player) errors.add(path, `없는 선수입니다: ${playerKey}`);
  else if (player.teamKey !== teamKey) errors.add(path, `선수 ${playerKey}은(는) 이 쪽 팀(${teamKey}) 소속이 아닙니다.`);
}

function checkRecord(
  index: FileIndex,
  teamKeys: Record<GameSide, string>,
  game: SeasonFileGame,
  path: string,
  errors: ErrorList,
): void {
  const record = game.record as SeasonFileGameRecord;
  const { winType } = record;

  if (winType === null) {
    if (!game.suspended) errors.add(`${path}.winType`, '승리 유형은 서스펜디드 경기가 재개를 기다리는 동안에만 비울 수 있습니다.');
    if (record.winnerSide !== null) errors.add(`${path}.winnerSide`, RECORD_RULE_MESSAGES.noWinnerUnfinished);
  } else {
    const problem = validateGameResult({
      visitScore: record.visit.runs,
      homeScore: record.home.runs,
      winType,
      winnerSide: record.winnerSide,
    });
    if (problem) errors.add(`${path}.winnerSide`, problem);
    else if (record.winnerSide === null && WIN_TYPE_RULES[winType].decidedBy === 'score' && record.visit.runs !== record.home.runs) {
      errors.add(`${path}.winnerSide`, `점수로 승부가 난 경기는 승리 팀(${record.visit.runs > record.home.runs ? 'visit' : 'home'})을 적어야 합니다.`);
    }
  }

  const scoreByRule = winType !== null && SCORE_BY_RULE.has(winType);
  checkLineScore(record, winType, scoreByRule, path, errors);

  const batting: Record<GameSide, { line: SeasonFileBattingLine; index: number }[]> = { visit: [], home: [] };
  record.batting.forEach((line, i) => batting[line.side].push({ line, index: i }));
  const pitching: Record<GameSide, { line: SeasonFilePitchingLine; index: number }[]> = { visit: [], home: [] };
  record.pitching.forEach((line, i) => pitching[line.side].push({ line, index: i }));

  for (const side of SIDES) {
    checkBattingLines(index, teamKeys[side], batting[side], `${path}.batting`, errors);
    checkPitchingLines(index, teamKeys[side], pitching[side], `${path}.pitching`, errors);
  }

  for (const side of SIDES) {
    const totals = record[side];
    const bats = batting[side].map((entry) => entry.line);
    if (bats.length > 0) {
      const label = SIDE_LABEL[side];
      const runs = sum(bats, (l) => l.r);
      const hits = sum(bats, (l) => l.h);
      const walks = recordedSum(bats, walksOf);
      if (totals.runs !== runs) errors.addInconsistency(`${path}.${side}.runs`, `${label} 득점(${totals.runs})이 타자 득점 합계(${runs})와 다릅니다.`);
      if (totals.hits !== hits) errors.addInconsistency(`${path}.${side}.hits`, RECORD_RULE_MESSAGES.sideHits(side, totals.hits, hits));
      if (walks !== null && totals.walks !== walks) errors.addInconsistency(`${path}.${side}.walks`, `${label} 사사구(${totals.walks})가 타자 볼넷+사구 합계(${walks})와 다릅니다.`);
    }
    const arms = pitching[other(side)].map((entry) => entry.line);
    if (arms.length > 0) checkPitchingAgainstOffense(side, totals, bats, arms, `${path}.pitching`, errors);
  }

  if (pitching.visit.length > 0 && pitching.home.length > 0) {
    // A forfeited game stops anywhere: its pitchers' outs need not fill the innings.
    if (!scoreByRule) checkOuts(record, pitching, path, errors);
    checkDecisions(record, winType, pitching, path, errors);
  }
}

function checkLineScore(
  record: SeasonFileGameRecord,
  winType: WinType | null,
  scoreByRule: boolean,
  path: string,
  errors: ErrorList,
): void {
  const { visit, home } = record.lineScore;
  const linePath = `${path}.lineScore`;
  if (visit.length === 0) {
    if (home.length > 0) errors.add(`${linePath}.visit`, RECORD_RULE_MESSAGES.homeInningsNeedVisit);
    else if (!scoreByRule && winType !== '5') errors.add(`${linePath}.visit`, RECORD_RULE_MESSAGES.lineScoreRequired);
    return;
  }
  if (home.length !== visit.length && home.length !== visit.length - 1) {
    errors.add(`${linePath}.home`, RECORD_RULE_MESSAGES.homeInnings(home.length, visit.length));
  }
  visit.forEach((runs, k) => {
    if (runs === null) errors.add(`${linePath}.visit[${k}]`, '원정 팀 이닝 점수는 null일 수 없습니다.');
  });
  home.forEach((runs, k) => {
    if (runs === null && (k !== home.length - 1 || home.length !== visit.length)) {
      errors.add(`${linePath}.home[${k}]`, 'null(X)은 홈 팀의 마지막 이닝에만 쓸 수 있습니다.');
    }
  });
  if (scoreByRule) return;
  for (const side of SIDES) {
    const total = sum(record.lineScore[side], (runs) => runs ?? 0);
    if (total !== record[side].runs) {
      errors.addInconsistency(`${path}.${side}.runs`, RECORD_RULE_MESSAGES.lineScoreTotal(side, total, record[side].runs));
    }
  }
  if (home.length === visit.length && home[home.length - 1] === null && record.home.runs <= record.visit.runs) {
    errors.add(`${linePath}.home[${home.length - 1}]`, '홈 팀이 앞서 있을 때만 마지막 이닝 말 공격을 생략(X)할 수 있습니다.');
  }
}

function checkBattingLines(
  index: FileIndex,
  teamKey: string,
  lines: { line: SeasonFileBattingLine; index: number }[],
  listPath: string,
  errors: ErrorList,
): void {
  const seenPlayers = new Set<string>();
  const slots = new Map<number, number[]>();
  for (const { line, index: i } of lines) {
    const path = `${listPath}[${i}]`;
    checkPlayerSide(index, line.playerKey, teamKey, `${path}.playerKey`, errors);
    if (seenPlayers.has(line.playerKey)) errors.add(`${path}.playerKey`, RECORD_RULE_MESSAGES.batterTwice);
    seenPlayers.add(line.playerKey);
    const orders = slots.get(line.batNum) ?? [];
    if (orders.includes(line.subOrder)) errors.add(`${path}.subOrder`, RECORD_RULE_MESSAGES.slotTwice(line.batNum, line.subOrder));
    orders.push(line.subOrder);
    slots.set(line.batNum, orders);

    const unrecorded = line.hbp === null || line.sh === null || line.sf === null;
    const expectedPa = line.ab + line.bb + (line.hbp ?? 0) + (line.sh ?? 0) + (line.sf ?? 0);
    if (!unrecorded && line.pa !== expectedPa) {
      errors.add(`${path}.pa`, `타석(${line.pa})은 타수+볼넷+사구+희생번트+희생플라이(${expectedPa})와 같아야 합니다.`);
    } else if (unrecorded && line.pa < expectedPa) {
      errors.add(`${path}.pa`, `타석(${line.pa})이 타수+볼넷과 기록된 사구·희생번트·희생플라이의 합(${expectedPa})보다 적습니다.`);
    }
    if (line.h > line.ab) errors.add(`${path}.h`, '안타가 타수보다 많습니다.');
    if (line.b2 + line.b3 + line.hr > line.h) errors.add(`${path}.h`, '2루타+3루타+홈런이 안타보다 많습니다.');
    if (line.ibb !== null && line.ibb > line.bb) errors.add(`${path}.ibb`, '고의4구가 볼넷보다 많습니다.');
    if (line.so > line.ab - line.h) errors.add(`${path}.so`, '삼진이 범타(타수-안타)보다 많습니다.');
    if (line.gidp !== null && line.gidp > line.ab - line.h - line.so) errors.add(`${path}.gidp`, '병살타가 인플레이 범타보다 많습니다.');
  }
  for (const [batNum, orders] of slots) {
    const sorted = [...orders].sort((a, b) => a - b);
    if (sorted.some((order, k) => order !== k)) {
      const first = lines.find(({ line }) => line.batNum === batNum);
      errors.add(`${listPath}[${first?.index ?? 0}].subOrder`, `${batNum}번 타순의 교체 순서는 0부터 빠짐없이 이어져야 합니다.`);
    }
  }
}

function checkPitchingLines(
  index: FileIndex,
  teamKey: string,
  lines: { line: SeasonFilePitchingLine; index: number }[],
  listPath: string,
  errors: ErrorList,
): void {
  const seenPlayers = new Set<string>();
  const seenOrders = new Set<number>();
  for (const { line, index: i } of lines) {
    const path = `${listPath}[${i}]`;
    checkPlayerSide(index, line.playerKey, teamKey, `${path}.playerKey`, errors);
    if (seenPlayers.has(line.playerKey)) errors.add(`${path}.playerKey`, RECORD_RULE_MESSAGES.pitcherTwice);
    seenPlayers.add(line.playerKey);
    if (seenOrders.has(line.order)) errors.add(`${path}.order`, RECORD_RULE_MESSAGES.orderTwice(line.order));
    seenOrders.add(line.order);
    if (line.order > lines.length) errors.add(`${path}.order`, `등판 순서는 1부터 ${lines.length}까지 이어져야 합니다.`);
    if (line.starter !== (line.order === 1)) errors.add(`${path}.starter`, RECORD_RULE_MESSAGES.oneStarter);
    if (line.er > line.r) errors.add(`${path}.er`, '자책점이 실점보다 많습니다.');
    if (line.hr !== null && line.hr > line.h) errors.add(`${path}.hr`, '피홈런이 피안타보다 많습니다.');
    if (line.h + line.bb + (line.hbp ?? 0) > line.bf) errors.add(`${path}.bf`, '상대 타자 수가 피안타+볼넷+사구보다 적습니다.');
    if (line.so > line.bf) errors.add(`${path}.so`, '탈삼진이 상대 타자 수보다 많습니다.');
  }
}

function checkPitchingAgainstOffense(
  battingSide: GameSide,
  totals: SeasonFileGameRecord['visit'],
  bats: SeasonFileBattingLine[],
  arms: SeasonFilePitchingLine[],
  path: string,
  errors: ErrorList,
): void {
  const staff = `${SIDE_LABEL[other(battingSide)]} 투수`;
  const offense = SIDE_LABEL[battingSide];
  const compare = (label: string, allowed: number | null, scored: number, of: string) => {
    if (allowed !== null && allowed !== scored) errors.addInconsistency(path, `${staff}의 ${label} 합계(${allowed})가 ${offense}의 ${of}(${scored})와 다릅니다.`);
  };
  compare('실점', sum(arms, (l) => l.r), totals.runs, '득점');
  compare('피안타', sum(arms, (l) => l.h), totals.hits, '안타');
  compare('볼넷+사구', recordedSum(arms, walksOf), totals.walks, '사사구');
  if (bats.length === 0) return;
  compare('상대 타자 수', sum(arms, (l) => l.bf), sum(bats, (l) => l.pa), '타석 합계');
  compare('탈삼진', sum(arms, (l) => l.so), sum(bats, (l) => l.so), '삼진 합계');
  compare('피홈런', recordedSum(arms, (l) => l.hr), sum(bats, (l) => l.hr), '홈런 합계');
}

/**
 * Every half inning has three outs except the game's last one (a walk-off, a called or a
 * suspended game). The home team's pitchers get the visitors' outs and the other way round.
 */
function checkOuts(
  record: SeasonFileGameRecord,
  pitching: Record<GameSide, { line: SeasonFilePitchingLine }[]>,
  path: string,
  errors: ErrorList,
): void {
  const { visit, home } = record.lineScore;
  if (visit.length === 0 || (record.winType !== null && SCORE_BY_RULE.has(record.winType)) || record.winType === '5') return;
  const batted: Record<GameSide, number> = { visit: visit.length, home: home.filter((runs) => runs !== null).length };
  const lastHalf: GameSide = home.length === visit.length && home[home.length - 1] !== null ? 'home' : 'visit';
  for (const battingSide of SIDES) {
    const innings = batted[battingSide];
    const outs = sum(pitching[other(battingSide)], ({ line }) => line.outs);
    const most = innings * 3;
    const least = battingSide === lastHalf ? Math.max(0, most - 3) : most;
    if (outs < least || outs > most) {
      const expected = least === most ? `${most}` : `${least}~${most}`;
      errors.addInconsistency(
        `${path}.pitching`,
        `${SIDE_LABEL[other(battingSide)]} 투수의 아웃 합계(${outs})가 ${SIDE_LABEL[battingSide]}의 공격 ${innings}이닝과 맞지 않습니다(${expected}).`,
      );
    }
  }
}

function checkDecisions(
  record: SeasonFileGameRecord,
  winType: WinType | null,
  pitching: Record<GameSide, { line: SeasonFilePitchingLine; index: number }[]>,
  path: string,
  errors: ErrorList,
): void {
  const winner = record.winnerSide;
  const decided = creditsPitcherDecisions({ winType, winnerSide: winner, visitScore: record.visit.runs, homeScore: record.home.runs });
  for (const side of SIDES) {
    for (const { line, index } of pitching[side]) {
      const decision = line.decision;
      if (decision === null || decision === 'h') continue;
      const field = `${path}.pitching[${index}].decision`;
      if (!decided) errors.add(field, NO_PITCHER_DECISIONS_MESSAGE);
      else if ((decision === 'w' || decision === 's') && side !== winner) errors.add(field, RECORD_RULE_MESSAGES.winSaveOnWinner);
      else if (decision === 'l' && side === winner) errors.add(field, RECORD_RULE_MESSAGES.lossOnLoser);
    }
  }
  if (!decided) return;
  const loser = other(winner as GameSide);
  const count = (side: GameSide, decision: string) => pitching[side].filter(({ line }) => line.decision === decision).length;
  if (count(winner as GameSide, 'w') !== 1) errors.add(`${path}.pitching`, '이긴 팀 투수 중 승리 투수(w)가 정확히 한 명이어야 합니다.');
  if (count(loser, 'l') !== 1) errors.add(`${path}.pitching`, '진 팀 투수 중 패전 투수(l)가 정확히 한 명이어야 합니다.');
  if (count(winner as GameSide, 's') > 1) errors.add(`${path}.pitching`, '세이브 투수(s)는 한 명뿐입니다.');
}

function checkLineup(index: FileIndex, teamKey: string, lineup: SeasonFileLineup, path: string, errors: ErrorList): void {
  if (lineup.entries.length === 0) {
    errors.add(`${path}.entries`, '라인업이 비어 있습니다. 제출하지 않은 라인업은 빼 주세요.');
    return;
  }
  const seenPlayers = new Set<string>();
  const seenBatNums = new Set<number>();
  const seenPositions = new Set<string>();
  const starterSlots: number[] = [];
  let startingPitchers = 0;
  let pitcherBats = false;
  let designatedHitter = false;
  lineup.entries.forEach((entry, e) => {
    const entryPath = `${path}.entries[${e}]`;
    checkPlayerSide(index, entry.playerKey, teamKey, `${entryPath}.playerKey`, errors);
    if (seenPlayers.has(entry.playerKey)) errors.add(`${entryPath}.playerKey`, '같은 선수가 라인업에 두 번 있습니다.');
    seenPlayers.add(entry.playerKey);
    const kind = classifyBatNum(entry.batNum);
    if (kind === 'startingPitcher') {
      startingPitchers += 1;
      if (startingPitchers > 1) errors.add(`${entryPath}.batNum`, '타순 0 이하(선발 투수)는 한 명뿐입니다.');
      if (entry.position !== 'P') errors.add(`${entryPath}.position`, '타순 0 이하는 선발 투수이므로 위치가 P여야 합니다.');
      return;
    }
    if (seenBatNums.has(entry.batNum)) errors.add(`${entryPath}.batNum`, `타순 ${entry.batNum}이(가) 두 번 있습니다.`);
    seenBatNums.add(entry.batNum);
    if (kind !== 'starter') return;
    starterSlots.push(entry.batNum);
    if (entry.position === null) {
      errors.add(`${entryPath}.position`, '선발 타자(타순 1~99)는 수비 위치가 있어야 합니다.');
      return;
    }
    if (seenPositions.has(entry.position)) errors.add(`${entryPath}.position`, `수비 위치 ${entry.position}에 선발 선수가 두 명입니다.`);
    seenPositions.add(entry.position);
    if (entry.position === 'P') pitcherBats = true;
    if (entry.position === 'DH') designatedHitter = true;
  });
  const sorted = [...starterSlots].sort((a, b) => a - b);
  if (sorted.length === 0 || sorted.some((slot, k) => slot !== k + 1)) {
    errors.add(`${path}.entries`, '선발 타순은 1번부터 빠짐없이 이어져야 합니다.');
  }
  if (designatedHitter && startingPitchers === 0) errors.add(`${path}.entries`, '지명타자(DH)를 쓰면 선발 투수를 타순 0 이하로 적어야 합니다.');
  if (designatedHitter && pitcherBats) errors.add(`${path}.entries`, '지명타자(DH)를 쓰면 투수(P)는 타순에 들 수 없습니다.');
  if (!designatedHitter && startingPitchers > 0) errors.add(`${path}.entries`, '타순 0 이하(선발 투수)는 지명타자(DH)를 쓸 때만 둡니다.');
  if (!designatedHitter && !pitcherBats) errors.add(`${path}.entries`, '선발 투수(P)가 타순에 있어야 합니다.');
}
