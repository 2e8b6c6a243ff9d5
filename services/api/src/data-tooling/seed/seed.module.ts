import { Module } from '@nestjs/common';
import { AuthModule } from '../../services/auth';
import { FilesModule } from '../../services/files/files.module';
import { SeasonImportModule } from '../season-import/season-import.module';
import { DemoSeedService } from './demo-seed.service';

@Module({ imports: [SeasonImportModule, AuthModule, FilesModule], providers: [DemoSeedService] })
export class SeedModule {}
