import type { FieldPosition, SeasonFileLineupEntry } from '../season-file';
import type { DemoPlayer, DemoTeam } from './demo-world';
import type { SeededRandom } from './seeded-random';

/** Who turns up for one game and how the team lines up. */
export interface GameLineup {
  /** Batting order: slot 1 first. */
  order: { player: DemoPlayer; position: FieldPosition }[];
  startingPitcher: DemoPlayer;
  designatedHitter: boolean;
  benchHitters: DemoPlayer[];
  bullpen: DemoPlayer[];
}

/** Amateur teams field whoever turns up: about three in five members come to a given game. */
const ATTENDANCE = 0.62;
const MIN_ATTENDING = 11;

const FIELD_ORDER: readonly FieldPosition[] = ['C', 'SS', '2B', '3B', '1B', 'CF', 'LF', 'RF'];
const GROUP_OF: Record<FieldPosition, string> = {
  P: 'P',
  C: 'C',
  '1B': 'IN',
  '2B': 'IN',
  '3B': 'IN',
  SS: 'IN',
  LF: 'OU',
  CF: 'OU',
  RF: 'OU',
  DH: '',
};

export function chooseLineup(team: DemoTeam, date: string, rng: SeededRandom): GameLineup {
  const eligible = team.players.filter((player) => player.teamRole !== 8 && (player.joinedOn === null || player.joinedOn <= date));
  const attending = eligible.filter(() => rng.chance(ATTENDANCE));
  for (const player of rng.shuffle(eligible)) {
    if (attending.length >= MIN_ATTENDING) break;
    if (!attending.includes(player)) attending.push(player);
  }
  if (!attending.some((player) => player.position === 'P')) {
    const pitcher = eligible.find((player) => player.position === 'P');
    if (pitcher) attending.push(pitcher);
  }

  const pitchers = attending.filter((player) => player.position === 'P');
  const startingPitcher =
    pitchers.length > 0
      ? rng.weighted(pitchers, (player) => (player.pitch.stuff + player.pitch.control) ** 4)
      : rng.pick(attending);
  const others = attending.filter((player) => player !== startingPitcher);
  const designatedHitter = others.length >= 9 && rng.chance(0.7);
  const needed = designatedHitter ? 9 : 8;

  const ranked = others
    .map((player) => ({ player, value: player.bat.contact + 0.3 * player.bat.power + rng.normal(0, 0.15) }))
    .sort((a, b) => b.value - a.value)
    .map((entry) => entry.player);
  // Relief pitchers rest on the bench unless the team is short.
  const fielders = ranked.filter((player) => player.position !== 'P');
  const spareArms = ranked.filter((player) => player.position === 'P');
  const starters = [...fielders, ...spareArms].slice(0, needed);
  const catcher = fielders.find((player) => player.position === 'C');
  if (catcher && !starters.includes(catcher) && starters.length > 0) starters[starters.length - 1] = catcher;

  const positions = new Map<DemoPlayer, FieldPosition>();
  for (const position of FIELD_ORDER) {
    const open = starters.filter((player) => !positions.has(player));
    if (open.length === 0) break;
    const fit = open.find((player) => player.position === GROUP_OF[position]) ?? open.find((player) => player.position !== 'P') ?? open[0];
    positions.set(fit, position);
  }
  for (const player of starters) if (!positions.has(player)) positions.set(player, 'DH');

  const batters = starters.map((player) => ({ player, position: positions.get(player) as FieldPosition }));
  batters.sort((a, b) => battingValue(b.player) - battingValue(a.player));
  // Best hitters bat third and fourth, the quick ones lead off.
  const slotOfRank = [2, 3, 0, 1, 4, 5, 6, 7, 8];
  const order: GameLineup['order'] = new Array(batters.length);
  batters.forEach((batter, rank) => {
    order[rank < slotOfRank.length && slotOfRank[rank] < batters.length ? slotOfRank[rank] : rank] = batter;
  });
  if (!designatedHitter) order.push({ player: startingPitcher, position: 'P' });

  const bench = attending.filter((player) => player !== startingPitcher && !starters.includes(player));
  return {
    order: order.filter(Boolean),
    startingPitcher,
    designatedHitter,
    benchHitters: bench.filter((player) => player.position !== 'P'),
    bullpen: bench.filter((player) => player.position === 'P'),
  };
}

const battingValue = (player: DemoPlayer) => player.bat.contact + 0.35 * player.bat.power + 0.1 * player.bat.speed;

/** The lineup as a team submits it: starters 1..n, the starting pitcher as 0 when a DH bats, reserves from 100. */
export function lineupEntries(lineup: GameLineup): SeasonFileLineupEntry[] {
  const entries: SeasonFileLineupEntry[] = lineup.order.map((batter, index) => ({
    playerKey: batter.player.key,
    batNum: index + 1,
    position: batter.position,
  }));
  if (lineup.designatedHitter) entries.push({ playerKey: lineup.startingPitcher.key, batNum: 0, position: 'P' });
  [...lineup.benchHitters, ...lineup.bullpen].forEach((player, index) =>
    entries.push({ playerKey: player.key, batNum: 100 + index, position: null }),
  );
  return entries;
}
