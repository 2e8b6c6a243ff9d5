import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth';
import { SeasonImportModule } from '../season-import/season-import.module';
import { DemoSeedService } from './demo-seed.service';

@Module({ imports: [SeasonImportModule, AuthModule], providers: [DemoSeedService] })
export class SeedModule {}
