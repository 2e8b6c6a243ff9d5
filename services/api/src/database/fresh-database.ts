import type { DataSource } from 'typeorm';

const fresh = new WeakSet<DataSource>();

/**
 * Called by the first migration: the database had no schema before this connection, so it is
 * brand new and the demo may be loaded into it. Nothing else decides that, so an existing
 * database (even one whose demo leagues were emptied) never gets the demo again.
 */
export function markFreshDatabase(dataSource: DataSource): void {
  fresh.add(dataSource);
}

export function isFreshDatabase(dataSource: DataSource): boolean {
  return fresh.has(dataSource);
}
