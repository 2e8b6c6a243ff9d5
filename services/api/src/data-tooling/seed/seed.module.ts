import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth';
import { FilesModule } from '../../files/files.module';
import { SeasonImportModule } from '../season-import/season-import.module';
import { DemoSeedService } from './demo-seed.service';

@Module({ imports: [SeasonImportModule, AuthModule, FilesModule], providers: [DemoSeedService] })
export class SeedModule {}
