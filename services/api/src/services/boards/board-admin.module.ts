import { Module } from '@nestjs/common';
import { AccessModule } from '../access';
import { AuditModule } from '../audit/audit.module';
import { FilesModule } from '../files/files.module';
import { BoardAdminRepository } from '../../repositories/boards/board-admin.repository';
import { BoardAdminService } from './board-admin.service';
import { BoardsModule } from './boards.module';
import { DefaultContentsService } from './default-contents.service';

/**
 * The boards' admin calls and the league home texts. A module of its own so that BoardsModule,
 * which the season import's command-line context loads, stays free of the access and audit modules.
 */
@Module({
  imports: [BoardsModule, AccessModule, AuditModule, FilesModule],
  providers: [BoardAdminRepository, BoardAdminService, DefaultContentsService],
  exports: [BoardAdminService, DefaultContentsService],
})
export class BoardAdminModule {}
