import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../../services/auth/password-hasher.service';
import { AppConfig } from '../../config/app-config';
import { DatabaseConnection } from '../../database/database-connection.service';
import { isFreshDatabase } from '../../database/fresh-database';
import { FilesService } from '../../services/files/files.service';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { PlayersRepository } from '../../repositories/players/players.repository';
import { TeamsRepository } from '../../repositories/teams/teams.repository';
import { UsersRepository } from '../../repositories/users/users.repository';
import { SeasonImportService } from '../season-import/season-import.service';
import { storeBundledLeagueImages } from './bundled-uploads';
import { createDemoAccounts } from './demo-accounts';
import { BoardsRepository } from '../../repositories/boards/boards.repository';
import { seedDemoBoards } from './demo-boards';
import { importDemoSeasons } from './demo-seasons';

/**
 * Runs after the migrations (TypeORM runs them while connecting): puts the bundled league images in
 * the file storage (local disk or S3)
 * and, outside tests, loads the demo leagues into a brand-new database only (its first migration
 * ran in this start) — the generated demo season files (scale 1), through the same import as
 * `npm run import` — so a fresh `npm start` has content and real data never gets the demo.
 * With the demo leagues the embedded database also gets the demo accounts (one per manager role
 * and a plain member), when it has no member yet, and the demo boards (notices, gallery posts with
 * generated photos, a free board with comments) written by those accounts.
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoSeedService.name);

  constructor(
    private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly seasonImport: SeasonImportService,
    private readonly connection: DatabaseConnection,
    private readonly hasher: PasswordHasher,
    private readonly files: FilesService,
    private readonly boards: BoardsRepository,
    private readonly users: UsersRepository,
    private readonly leagues: LeaguesRepository,
    private readonly teams: TeamsRepository,
    private readonly players: PlayersRepository,
  ) {}

  /** Waits for the database when it was down at start (DatabaseConnection). */
  async onApplicationBootstrap(): Promise<void> {
    // A storage that cannot be reached (S3 down) must not stop the start; the images answer the default meanwhile.
    await storeBundledLeagueImages(this.files).catch((error: unknown) => {
      this.logger.warn(`리그 기본 이미지를 파일 저장소에 넣지 못했습니다: ${error instanceof Error ? error.message : String(error)}`);
    });
    await this.connection.whenReady(() => this.seed());
  }

  private async seed(): Promise<void> {
    if (this.config.nodeEnv === 'test' || !isFreshDatabase(this.dataSource)) return;
    const result = await importDemoSeasons(this.leagues, this.seasonImport);
    if (result.imported.length === 0) return;
    this.logger.log(
      `데모 리그를 등록했습니다: ${result.imported.join(', ')} (시즌 파일 ${result.files}개, 경기 기록 ${result.records}건, ${(result.elapsedMs / 1000).toFixed(1)}초)`,
    );
    // Accounts with a published password only in the embedded demo, never on a server database.
    if (this.config.database.type !== 'sqlite') return;
    const accounts = await createDemoAccounts({ users: this.users, leagues: this.leagues, teams: this.teams, players: this.players }, this.hasher);
    if (accounts.created.length > 0) {
      this.logger.log(`데모 계정 ${accounts.created.length}개를 만들었습니다 (역할과 비밀번호는 README 참고, 팀 관리자: ${accounts.teamName ?? '-'}).`);
    }
    const boards = await seedDemoBoards(this.dataSource, this.boards, this.files);
    if (boards.posts > 0) this.logger.log(`데모 게시판에 글 ${boards.posts}개, 댓글 ${boards.comments}개를 올렸습니다.`);
  }
}
