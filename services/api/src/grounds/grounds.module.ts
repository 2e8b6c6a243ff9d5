import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReadCacheModule } from '../common/read-cache/read-cache.module';
import { Ground } from './ground.entity';
import { GroundsController } from './grounds.controller';
import { GroundsService } from './grounds.service';

/** Fields (구장). */
@Module({
  imports: [TypeOrmModule.forFeature([Ground]), ReadCacheModule],
  controllers: [GroundsController],
  providers: [GroundsService],
  exports: [TypeOrmModule],
})
export class GroundsModule {}
