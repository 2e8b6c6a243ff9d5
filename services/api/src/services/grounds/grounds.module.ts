import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReadCacheModule } from '../../common/read-cache/read-cache.module';
import { LeaguesModule } from '../leagues/leagues.module';
import { Ground } from '../../repositories/grounds/ground.entity';
import { GroundsQueries } from '../../repositories/grounds/grounds.queries';
import { GroundsService } from './grounds.service';

/** Fields (구장). */
@Module({
  imports: [TypeOrmModule.forFeature([Ground]), LeaguesModule, ReadCacheModule],
  providers: [GroundsQueries, GroundsService],
  exports: [GroundsService, TypeOrmModule],
})
export class GroundsModule {}
