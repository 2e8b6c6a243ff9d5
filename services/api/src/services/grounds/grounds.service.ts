import { Injectable, NotFoundException } from '@nestjs/common';
import type { Ground } from '@dugout/contracts';
import { found, LEAGUE_MAIN_NOT_FOUND } from '../../common/errors/not-found';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { GroundsRepository } from '../../repositories/grounds/grounds.repository';

/** Fields (구장) for the schedule filters and forms. */
@Injectable()
export class GroundsService {
  constructor(
    private readonly repository: GroundsRepository,
    private readonly leagues: LeaguesRepository,
  ) {}

  list(): Promise<Ground[]> {
    return this.repository.all();
  }

  async get(groundId: number): Promise<Ground> {
    const ground = await this.repository.ground(groundId);
    if (!ground) throw new NotFoundException('구장을 찾을 수 없습니다.');
    return ground;
  }

  /** The grounds a league main uses. */
  async listOfMain(mainId: number): Promise<Ground[]> {
    found(await this.leagues.main(mainId), LEAGUE_MAIN_NOT_FOUND);
    return this.repository.ofMain(mainId);
  }
}
