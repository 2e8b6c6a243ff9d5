import { Injectable, type CanActivate } from '@nestjs/common';
import { databaseUnavailable } from '../common/errors/database-unavailable';
import { DatabaseConnection } from './database-connection.service';

/** Until the database is connected, every API call (health included) answers 503 with Retry-After. */
@Injectable()
export class DatabaseReadyGuard implements CanActivate {
  constructor(private readonly connection: DatabaseConnection) {}

  canActivate(): boolean {
    if (!this.connection.isReady) throw databaseUnavailable();
    return true;
  }
}
