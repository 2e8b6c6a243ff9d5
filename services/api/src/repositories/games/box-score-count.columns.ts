import { Column } from 'typeorm';

/**
 * Declares a box-score line table's count columns from the contract's list: column = property =
 * count name (pa, b2, gidp, ...); int, default 0, nullable (null = not recorded) for the optional ones.
 */
export function declareCountColumns(target: object, counts: readonly string[], optional: readonly string[]): void {
  for (const count of counts) {
    Column(optional.includes(count) ? { type: 'int', nullable: true } : { type: 'int', default: 0 })(target, count);
  }
}
