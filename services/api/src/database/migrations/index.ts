import { LeagueMainAndSeason1767225600000 } from './1767225600000-league-main-and-season';
import { UsersAndPlayers1767225700000 } from './1767225700000-users-and-players';
import { RecordsModel1767225800000 } from './1767225800000-records-model';
import { LeagueMainVideoUrl1767225900000 } from './1767225900000-league-main-video-url';
import { LeagueAndTeamManagers1767226000000 } from './1767226000000-league-and-team-managers';
import { LeagueForfeitRuns1767226100000 } from './1767226100000-league-forfeit-runs';
import { BoxScoreCountNames1767226300000 } from './1767226300000-box-score-count-names';
import { HistoricTeamFields1767226200000 } from './1767226200000-historic-team-fields';
import { LeagueManagerRoles1767226400000 } from './1767226400000-league-manager-roles';
import { AuditLog1767226500000 } from './1767226500000-audit-log';
import { Boards1767226700000 } from './1767226700000-boards';

/** Every migration, oldest first. Write them with the QueryRunner Table API so they run on MySQL and SQLite alike. */
export const migrations = [
  LeagueMainAndSeason1767225600000,
  UsersAndPlayers1767225700000,
  RecordsModel1767225800000,
  LeagueMainVideoUrl1767225900000,
  LeagueAndTeamManagers1767226000000,
  LeagueForfeitRuns1767226100000,
  HistoricTeamFields1767226200000,
  BoxScoreCountNames1767226300000,
  LeagueManagerRoles1767226400000,
  AuditLog1767226500000,
  Boards1767226700000,
];
