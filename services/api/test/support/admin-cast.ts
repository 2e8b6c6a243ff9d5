import type { LeagueManagerRole } from '@dugout/contracts';
import { LeaguesService } from '../../src/services/leagues/leagues.service';
import { type LoggedIn, registerAndLogin } from '../auth-fixtures';
import { build } from '../factories';
import type { TestApp } from './test-app';

/** Whom an admin API test sends its requests as. */
export interface AdminCast {
  /** Grade 1 of the main. */
  head: LoggedIn;
  /** Grade 3 with the roles under test. */
  roleManager: LoggedIn;
  /** Grade 3 without roles. */
  plainManager: LoggedIn;
  /** A member who manages nothing. */
  member: LoggedIn;
  /** Grade 1 of another main. */
  otherHead: LoggedIn;
}

/** Registers and logs in the cast (under these usernames, in the order of AdminCast, when given) and makes them managers of their mains. */
export async function adminCast(
  t: TestApp,
  mains: { mainId: number; otherMainId: number },
  roles: readonly LeagueManagerRole[],
  usernames?: readonly [head: string, roleManager: string, plainManager: string, member: string, otherHead: string],
): Promise<AdminCast> {
  const logins = usernames ? usernames.map((username) => registerAndLogin(t, { username })) : Array.from({ length: 5 }, () => registerAndLogin(t));
  const [head, roleManager, plainManager, member, otherHead] = (await Promise.all(logins)) as [
    LoggedIn,
    LoggedIn,
    LoggedIn,
    LoggedIn,
    LoggedIn,
  ];
  const leagues = t.app.get(LeaguesService);
  await leagues.grantManager(mains.mainId, head.userId, 1);
  await leagues.grantManager(mains.mainId, roleManager.userId, 3);
  await leagues.grantManager(mains.mainId, plainManager.userId, 3);
  await leagues.grantManager(mains.otherMainId, otherHead.userId, 1);
  await build(t).leagues.roles(mains.mainId, roleManager.userId, roles);
  return { head, roleManager, plainManager, member, otherHead };
}
