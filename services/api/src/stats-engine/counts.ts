/**
 * Season totals are kept as plain counts so they can be maintained incrementally: writing a
 * game record adds its lines, changing it subtracts the old lines and adds the new ones,
 * deleting it subtracts them. Rates are always derived from counts, never stored.
 */
export type Counts<K extends string> = Record<K, number>;

/** The counter of lines that did not record an optional count (null = not recorded, not 0). */
export type Unrecorded<K extends string> = `${K}Unrecorded`;
export const unrecorded = <K extends string>(field: K): Unrecorded<K> => `${field}Unrecorded`;

/**
 * One box-score line as totals: every count adds to its sum, a null one adds 0 there and 1 to
 * its Unrecorded counter, so a total says how many of its lines did not record the count.
 */
export function countsOfLine<K extends string, O extends K>(
  fields: readonly K[],
  optional: readonly O[],
  line: { readonly [F in K]: number | null },
): Counts<K | Unrecorded<O>> {
  const counts = {} as Counts<K | Unrecorded<O>>;
  for (const field of fields) counts[field] = line[field] ?? 0;
  for (const field of optional) counts[unrecorded(field)] = line[field] === null ? 1 : 0;
  return counts;
}

export function zeroCounts<K extends string>(fields: readonly K[]): Counts<K> {
  const zero = {} as Counts<K>;
  for (const field of fields) zero[field] = 0;
  return zero;
}

export function addCounts<K extends string>(fields: readonly K[], a: Counts<K>, b: Counts<K>): Counts<K> {
  const sum = {} as Counts<K>;
  for (const field of fields) sum[field] = a[field] + b[field];
  return sum;
}

/**
 * a - b. A negative result means the lines being removed were never added (a game deleted
 * twice, or totals out of step with the box scores), so it fails loudly instead of storing it.
 */
export function subtractCounts<K extends string>(fields: readonly K[], a: Counts<K>, b: Counts<K>): Counts<K> {
  const difference = {} as Counts<K>;
  for (const field of fields) {
    difference[field] = a[field] - b[field];
    if (difference[field] < 0) {
      throw new RangeError(`Subtracting ${b[field]} ${field} from ${a[field]} would go below zero`);
    }
  }
  return difference;
}

export function sumCounts<K extends string>(fields: readonly K[], lines: Iterable<Counts<K>>): Counts<K> {
  let total = zeroCounts(fields);
  for (const line of lines) total = addCounts(fields, total, line);
  return total;
}

export function isZeroCounts<K extends string>(fields: readonly K[], counts: Counts<K>): boolean {
  return fields.every((field) => counts[field] === 0);
}

/**
 * numerator / (outs / 3) x scale, the shape of every per-inning rate. With no outs recorded the
 * rate is undefined (null) when nothing happened, and infinite when something did (earned runs
 * without retiring a batter give an infinite ERA).
 */
export function perInnings(numerator: number, outs: number, scale: number): number | null {
  if (outs === 0) return numerator > 0 ? Infinity : null;
  return (numerator * scale * 3) / outs;
}
