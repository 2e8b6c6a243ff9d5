import type { Ground } from '@dugout/contracts';
import { GroundsService } from '../../services/grounds/grounds.service';
import { ApiController, CachedGet, IdParam } from '../route-decorators';

@ApiController('ground', 'ground')
export class GroundsController {
  constructor(private readonly grounds: GroundsService) {}

  @CachedGet('', '구장 목록')
  list(): Promise<Ground[]> {
    return this.grounds.list();
  }

  @CachedGet('leagueMain/:mainId', '리그가 사용하는 구장 목록')
  listOfMain(@IdParam('mainId') mainId: number): Promise<Ground[]> {
    return this.grounds.listOfMain(mainId);
  }

  @CachedGet(':id', '구장 정보')
  get(@IdParam('id') groundId: number): Promise<Ground> {
    return this.grounds.get(groundId);
  }
}
