import { Module } from '@nestjs/common';
import { SeasonImportModule } from '../season-import/season-import.module';
import { DemoSeedService } from './demo-seed.service';

@Module({ imports: [SeasonImportModule], providers: [DemoSeedService] })
export class SeedModule {}
