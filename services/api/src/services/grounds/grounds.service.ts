import { Injectable, NotFoundException } from '@nestjs/common';
import type { Ground } from '@dugout/contracts';
import { LeaguesService } from '../leagues/leagues.service';
import { GroundsRepository } from '../../repositories/grounds/grounds.repository';

/** Fields (구장) for the schedule filters and forms. */
@Injectable()
export class GroundsService {
  constructor(
    private readonly repository: GroundsRepository,
    private readonly leagues: LeaguesService,
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
    await this.leagues.requireMain(mainId);
    return this.repository.ofMain(mainId);
  }
}
