import { LeagueManagerGrade, SportType } from '@dugout/contracts';
import type { EntityManager } from 'typeorm';
import type { PasswordHasher } from '../../services/auth/password-hasher.service';
import type { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import type { PlayersRepository } from '../../repositories/players/players.repository';
import type { TeamsRepository } from '../../repositories/teams/teams.repository';
import type { UsersRepository } from '../../repositories/users/users.repository';

/** The one password of every demo account (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'dugout-demo-2026';

export type DemoAccountRole = { kind: 'league'; leaguePath: string; grade: LeagueManagerGrade } | { kind: 'team'; leaguePath: string } | { kind: 'member' };

export interface DemoAccount {
  email: string;
  username: string;
  role: DemoAccountRole;
}

/** One account per role to try: grade 1 and grade 5 of each demo main, a team manager, a plain member. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'gangdong.head@example.com', username: '강동총괄', role: { kind: 'league', leaguePath: 'gangdong', grade: LeagueManagerGrade.Head } },
  { email: 'gangdong.scorer@example.com', username: '강동기록원', role: { kind: 'league', leaguePath: 'gangdong', grade: LeagueManagerGrade.Scorer } },
  { email: 'gangseo.head@example.com', username: '강서총괄', role: { kind: 'league', leaguePath: 'gangseo', grade: LeagueManagerGrade.Head } },
  { email: 'gangseo.scorer@example.com', username: '강서기록원', role: { kind: 'league', leaguePath: 'gangseo', grade: LeagueManagerGrade.Scorer } },
  { email: 'team.manager@example.com', username: '팀관리자', role: { kind: 'team', leaguePath: 'gangdong' } },
  { email: 'member@example.com', username: '일반회원', role: { kind: 'member' } },
];

/** The repositories the demo accounts are written through. */
export interface DemoAccountRepositories {
  users: UsersRepository;
  leagues: LeaguesRepository;
  teams: TeamsRepository;
  players: PlayersRepository;
}

export interface DemoAccountsResult {
  /** The e-mails created (empty when the database already had members). */
  created: string[];
  /** The team the team manager runs. */
  teamName: string | null;
}

/**
 * Creates the demo accounts, all in one transaction, into a database without members only (so a
 * real database never gets accounts with a published password). Call it right after the demo
 * leagues were imported. The team manager is linked to a player of the first team of his main,
 * as a team's managers are members of the team.
 */
export async function createDemoAccounts(repositories: DemoAccountRepositories, hasher: Pick<PasswordHasher, 'hash'>): Promise<DemoAccountsResult> {
  const { users, leagues } = repositories;
  if (await users.hasMembers()) return { created: [], teamName: null };
  const hashes = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) hashes.set(account.email, await hasher.hash(DEMO_PASSWORD));

  return users.transaction(async (manager) => {
    let teamName: string | null = null;
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const user = await users.insertIn(manager, {
        email: account.email,
        username: account.username,
        nickname: null,
        passwordHash: hashes.get(account.email) ?? '',
        phone: `010-0000-${String(index + 1).padStart(4, '0')}`,
        birthday: '19900101',
        gender: 'M',
        photo: null,
        isAdmin: false,
        withdrawnAt: null,
      });
      const { role } = account;
      if (role.kind === 'league') {
        const mainId = await demoMainId(leagues, role.leaguePath);
        await leagues.insertManager(mainId, user.userId, role.grade, '데모 계정', manager);
      } else if (role.kind === 'team') {
        teamName = await makeTeamManager(repositories, manager, await demoMainId(leagues, role.leaguePath), user.userId);
      }
    }
    return { created: DEMO_ACCOUNTS.map((account) => account.email), teamName };
  });
}

async function demoMainId(leagues: LeaguesRepository, leaguePath: string): Promise<number> {
  const mainId = await leagues.mainIdByPath(leaguePath);
  if (mainId === null) throw new Error(`데모 리그 ${leaguePath}이(가) 없어 데모 계정을 만들 수 없습니다.`);
  return mainId;
}

/** Links the member to the first free player of the main's first team and makes him its manager; answers the team's name. */
async function makeTeamManager(
  { teams, players }: DemoAccountRepositories,
  manager: EntityManager,
  mainId: number,
  userId: number,
): Promise<string> {
  const [team]: { team_id: number; team_name: string }[] = await manager.query(
    `SELECT t.team_id, t.team_name FROM team t
     JOIN league_team lt ON lt.team_id = t.team_id AND lt.interleague = 0
     JOIN league l ON l.league_id = lt.league_id
     JOIN season se ON se.season_id = l.season_id
     WHERE se.main_id = ? AND t.spo_type <> ?
     ORDER BY t.team_id LIMIT 1`,
    [mainId, SportType.Placeholder],
  );
  if (!team) throw new Error('데모 리그에 팀이 없어 팀 관리자 계정을 만들 수 없습니다.');
  const teamId = Number(team.team_id);
  const [player]: { player_id: number }[] = await manager.query(
    `SELECT p.player_id FROM team_player tp JOIN player p ON p.player_id = tp.player_id
     WHERE tp.team_id = ? AND p.user_id IS NULL ORDER BY p.player_id LIMIT 1`,
    [teamId],
  );
  if (player) await players.linkToMember(manager, Number(player.player_id), userId);
  await teams.insertManager(teamId, userId, manager);
  return team.team_name;
}
