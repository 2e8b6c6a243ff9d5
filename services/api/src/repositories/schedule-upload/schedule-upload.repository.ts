import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** The upload reads nothing itself (teams, grounds and members come from their modules); it only opens the apply's transaction. */
@Injectable()
export class ScheduleUploadRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
