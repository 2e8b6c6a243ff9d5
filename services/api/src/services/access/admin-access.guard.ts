import {
  applyDecorators,
  createParamDecorator,
  Injectable,
  SetMetadata,
  UnauthorizedException,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth } from '@nestjs/swagger';
import { JwtAuthGuard, type AuthUser } from '../auth';
import { AUTH_MESSAGES } from '../auth/auth.constants';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import type { LeagueAdminNeed } from './access-rules';
import { AccessService, type LeagueAdminAccess, type LeagueMainSource } from './access.service';

const LEAGUE_ADMIN_RULE = 'dugout:league-admin-rule';
const TEAM_ADMIN_RULE = 'dugout:team-admin-rule';

/** What LeagueAdmin declared on a route: where its league main is named, and what the action needs. */
export interface LeagueAdminRule {
  from: LeagueMainSource;
  need: LeagueAdminNeed;
}

/** What TeamAdmin declared on a route: the route parameter holding the team id. */
export interface TeamAdminRule {
  teamParam: string;
}

interface GuardedRequest {
  user?: AuthUser;
  params?: Record<string, string>;
  leagueAdminAccess?: LeagueAdminAccess;
}

const parseId = new ParseIdPipe();

/** The route parameter as an id (400 in Korean when it is not one), or the league path as it is. */
function sourceValue(from: LeagueMainSource, params: Record<string, string> | undefined): string | number {
  const [kind, param] = Object.entries(from)[0] as [string, string];
  const raw = params?.[param] ?? '';
  return kind === 'leaguePath' || kind === 'leagueMain' ? raw : parseId.transform(raw, { type: 'param', data: param });
}

function caller(request: GuardedRequest): AuthUser {
  // JwtAuthGuard runs first; a route that lost it fails closed.
  if (!request.user) throw new UnauthorizedException(AUTH_MESSAGES.loginRequired);
  return request.user;
}

/** Checks a LeagueAdmin route: 400 bad id, 404 unknown main, 403 not a manager of this main or without the grade/role. */
@Injectable()
export class LeagueAdminGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly access: AccessService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<LeagueAdminRule | undefined>(LEAGUE_ADMIN_RULE, context.getHandler());
    if (!rule) throw new Error('LeagueAdminGuard는 @LeagueAdmin()과 함께 써야 합니다.');
    const request = context.switchToHttp().getRequest<GuardedRequest>();
    const user = caller(request);
    const mainId = await this.access.resolveLeagueMain(rule.from, sourceValue(rule.from, request.params));
    const value = sourceValue(rule.from, request.params);
    request.leagueAdminAccess =
      rule.need.orGameWriter && 'gameId' in rule.from
        ? await this.access.requireLeagueOrGameWriter(mainId, user.userId, rule.need, Number(value))
        : await this.access.requireLeagueAccess(mainId, user.userId, rule.need);
    return true;
  }
}

/** Checks a TeamAdmin route: 400 bad id, 404 unknown team, 403 not a manager of this team. */
@Injectable()
export class TeamAdminGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly access: AccessService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<TeamAdminRule | undefined>(TEAM_ADMIN_RULE, context.getHandler());
    if (!rule) throw new Error('TeamAdminGuard는 @TeamAdmin()과 함께 써야 합니다.');
    const request = context.switchToHttp().getRequest<GuardedRequest>();
    const user = caller(request);
    const teamId = parseId.transform(request.params?.[rule.teamParam] ?? '', { type: 'param', data: rule.teamParam });
    await this.access.requireTeamManager(teamId, user.userId);
    return true;
  }
}

/**
 * A league-admin route: logged in (401), a manager of the league main named by the route (403),
 * with the grade or role flag the action needs (403). `from` names the route parameter and what it
 * holds: `{ mainId: 'id' }`, `{ leaguePath: 'league' }`, `{ leagueMain: 'main' }` (id or path), `{ seasonId: 'seasonId' }`, `{ leagueId: 'id' }`.
 */
export function LeagueAdmin(from: LeagueMainSource, need: LeagueAdminNeed = {}): MethodDecorator {
  const rule: LeagueAdminRule = { from, need };
  return applyDecorators(SetMetadata(LEAGUE_ADMIN_RULE, rule), UseGuards(JwtAuthGuard, LeagueAdminGuard), ApiBearerAuth());
}

/** A team-admin route: logged in (401), a manager of the team named by route parameter `teamParam` (403). */
export function TeamAdmin(teamParam = 'id'): MethodDecorator {
  const rule: TeamAdminRule = { teamParam };
  return applyDecorators(SetMetadata(TEAM_ADMIN_RULE, rule), UseGuards(JwtAuthGuard, TeamAdminGuard), ApiBearerAuth());
}

/** The rule a handler declared with LeagueAdmin / TeamAdmin (the authorization matrix test reads them). */
export function declaredAdminRule(reflector: Reflector, handler: object): LeagueAdminRule | TeamAdminRule | undefined {
  return (
    reflector.get<LeagueAdminRule | undefined>(LEAGUE_ADMIN_RULE, handler as never) ??
    reflector.get<TeamAdminRule | undefined>(TEAM_ADMIN_RULE, handler as never)
  );
}

/** The caller's rights in the route's league main, as LeagueAdminGuard found them. */
export const LeagueAccess = createParamDecorator((_data: unknown, context: ExecutionContext): LeagueAdminAccess => {
  const access = context.switchToHttp().getRequest<GuardedRequest>().leagueAdminAccess;
  if (!access) throw new UnauthorizedException(AUTH_MESSAGES.loginRequired);
  return access;
});
