// The access module's public surface for the modules with admin routes.
export { AccessModule } from './access.module';
export { AccessService, type LeagueAdminAccess, type LeagueMainSource } from './access.service';
export { ACCESS_MESSAGES, leagueAccessDenial, type LeagueAdminNeed } from './access-rules';
export { LeagueAccess, LeagueAdmin, TeamAdmin, declaredAdminRule, type LeagueAdminRule, type TeamAdminRule } from './admin-access.guard';
