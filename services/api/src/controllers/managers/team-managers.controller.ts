import type { TeamManagerItem } from '@dugout/contracts';
import { TeamAdmin } from '../../services/access';
import { CurrentUser, type AuthUser } from '../../services/auth';
import { TeamManagersService } from '../../services/managers/team-managers.service';
import { ApiController, IdParam, Route } from '../route-decorators';

@ApiController('team', 'team')
export class TeamManagersController {
  constructor(private readonly managers: TeamManagersService) {}

  @Route('GET :id/managers', '팀 관리자 목록. 팀 관리자만', TeamAdmin('id'))
  list(@IdParam('id') teamId: number): Promise<TeamManagerItem[]> {
    return this.managers.list(teamId);
  }

  @Route('POST :id/manager/:uid', '팀 관리자 추가 (팀에 선수로 소속된 회원만). 팀 관리자만', TeamAdmin('id'))
  add(@IdParam('id') teamId: number, @IdParam('uid') userId: number, @CurrentUser() user: AuthUser): Promise<TeamManagerItem[]> {
    return this.managers.add(user.userId, teamId, userId);
  }

  @Route('DELETE :id/manager/:uid', '팀 관리자 삭제 (팀에는 관리자가 한 명 이상 남아야 함). 팀 관리자만', TeamAdmin('id'))
  remove(@IdParam('id') teamId: number, @IdParam('uid') userId: number, @CurrentUser() user: AuthUser): Promise<TeamManagerItem[]> {
    return this.managers.remove(user.userId, teamId, userId);
  }
}
