import { Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { TeamCreated, TeamProfileInfo } from '@dugout/contracts';
import type { FastifyRequest } from 'fastify';
import { TeamAdmin } from '../../services/access';
import { CurrentUser, JwtAuthGuard, OwnAccountGuard, type AuthUser } from '../../services/auth';
import { readMultipartForm } from '../../services/files/multipart-form';
import { TeamProfileService } from '../../services/teams/team-profile.service';
import { WriteLimit } from '../../common/rate-limit';
import { ApiController, IdParam, MultipartForm, Route } from '../route-decorators';

const TEAM_FORM = {
  schema: {
    type: 'object',
    required: ['teamName'],
    properties: {
      teamName: { type: 'string', description: '팀 이름 (2-50자, 다른 팀과 겹치지 않게)' },
      director: { type: 'string', description: '감독' },
      managerName: { type: 'string', description: '매니저(운영자)' },
      estbDt: { type: 'string', description: '창단일 YYYY-MM-DD' },
      homeGround: { type: 'string', description: '홈 구장' },
      introduction: { type: 'string', description: '팀 소개 (일반 텍스트, 2000자까지)' },
      logo: { type: 'string', format: 'binary', description: '로고 이미지 하나 (JPG, PNG, WEBP, GIF; 5MB까지)' },
    },
  },
};

/**
 * Making a team and the team's info (spec section 7, Teams). Apart from TeamsController because
 * the staff route needs @TeamAdmin, whose access module depends on the teams module.
 */
@ApiController('team', 'team', ApiBearerAuth())
export class TeamProfileController {
  constructor(private readonly profiles: TeamProfileService) {}

  @Route('POST user', '신규 팀 만들기 (multipart). 만든 회원이 팀 관리자와 단장(teamRole 1)이 됨', WriteLimit('upload'), UseGuards(JwtAuthGuard), MultipartForm(TEAM_FORM))
  async create(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<TeamCreated> {
    return this.profiles.create(user.userId, await readMultipartForm(request));
  }

  /** Public like the league pages' team view: the team's public main page shows it to visitors. */
  @Route('GET :id', '팀 정보 (감독, 매니저, 창단일, 홈 구장, 소개, 참가 리그, 선수 수). 로그인 없이도')
  info(@IdParam('id') teamId: number): Promise<TeamProfileInfo> {
    return this.profiles.info(teamId);
  }

  @Route('POST :id', '팀 정보 수정 (multipart; 새 로고는 이전 로고를 대신함). 팀 관리자만', WriteLimit('upload'), TeamAdmin('id'), MultipartForm(TEAM_FORM))
  async update(@IdParam('id') teamId: number, @CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<TeamProfileInfo> {
    return this.profiles.update(user.userId, teamId, await readMultipartForm(request));
  }

  @Route('POST :id/userManager/:uid', '팀을 만든 회원(단장)을 팀 관리자로 지정 (팀 만들기에서 이미 지정됨, 반복해도 같음). 본인만', UseGuards(JwtAuthGuard, OwnAccountGuard('uid')))
  restoreCreatorManager(@IdParam('id') teamId: number, @IdParam('uid') userId: number, @CurrentUser() user: AuthUser): Promise<{ result: boolean }> {
    return this.profiles.restoreCreatorManager(user.userId, teamId, userId);
  }
}
