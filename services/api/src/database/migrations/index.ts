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
import { DefaultContents1767226800000 } from './1767226800000-default-contents';
import { NoticeBoardManagers1767226900000 } from './1767226900000-notice-board-managers';
import { LeagueApply1767227100000 } from './1767227100000-league-apply';
import { LeagueEligibility1767227200000 } from './1767227200000-league-eligibility';
import { ScheduleTemp1767227400000 } from './1767227400000-schedule-temp';
import { GameRecordVersions1767227700000 } from './1767227700000-game-record-versions';
import { TeamJoinRequest1767227800000 } from './1767227800000-team-join-request';
import { TeamProfile1767227900000 } from './1767227900000-team-profile';
import { TeamRoster1767228000000 } from './1767228000000-team-roster';
import { LineupDeadline1767228100000 } from './1767228100000-lineup-deadline';
import { TempPassword1767228200000 } from './1767228200000-temp-password';
import { Agreements1767228300000 } from './1767228300000-agreements';
import { SearchGrams1767228400000 } from './1767228400000-search-grams';
import { OneRosterHistory1767228500000 } from './1767228500000-one-roster-history';
import { BoardUploadRights1767228750000 } from './1767228750000-board-upload-rights';
import { IdempotencyKeys1767228800000 } from './1767228800000-idempotency-keys';
import { GamePlays1767228900000 } from './1767228900000-game-plays';

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
  DefaultContents1767226800000,
  NoticeBoardManagers1767226900000,
  LeagueApply1767227100000,
  LeagueEligibility1767227200000,
  ScheduleTemp1767227400000,
  GameRecordVersions1767227700000,
  TeamJoinRequest1767227800000,
  TeamProfile1767227900000,
  TeamRoster1767228000000,
  LineupDeadline1767228100000,
  TempPassword1767228200000,
  Agreements1767228300000,
  SearchGrams1767228400000,
  OneRosterHistory1767228500000,
  BoardUploadRights1767228750000,
  IdempotencyKeys1767228800000,
  GamePlays1767228900000,
];
