import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReadCacheModule } from '../../common/read-cache/read-cache.module';
import { Ground } from '../../repositories/grounds/ground.entity';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { GroundsRepository } from '../../repositories/grounds/grounds.repository';
import { GroundsService } from './grounds.service';

/** Fields (구장). */
@Module({
  imports: [TypeOrmModule.forFeature([Ground]), ReadCacheModule],
  providers: [GroundsRepository, LeaguesRepository, GroundsService],
  exports: [GroundsService, TypeOrmModule],
})
export class GroundsModule {}
