/** One choice of a coded field, as a select box or radio group shows it. */
export interface CodeOption<C extends string | number> {
  readonly value: C;
  readonly label: string;
}

/**
 * A closed set of codes with Korean labels in display order.
 * Stored values arrive as numbers from the database and as strings from forms, so `parse` and
 * `label` accept either spelling of a code ('7' and 7 are the same team role).
 */
export interface CodeSet<C extends string | number> {
  readonly codes: readonly C[];
  readonly options: readonly CodeOption<C>[];
  readonly labels: Readonly<Record<C, string>>;
  is(value: unknown): value is C;
  parse(value: unknown): C | null;
  /** The Korean label, or '' for a value that is not a code of this set. */
  label(value: unknown): string;
}

export function defineCodes<C extends string | number>(
  order: readonly C[],
  labels: Readonly<Record<C, string>>,
): CodeSet<C> {
  const codes = Object.freeze([...order]);
  const options = Object.freeze(codes.map((value) => Object.freeze({ value, label: labels[value] })));
  const byText = new Map<string, C>(codes.map((code) => [String(code), code]));
  const parse = (value: unknown): C | null => {
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    return byText.get(String(value).trim()) ?? null;
  };
  return Object.freeze({
    codes,
    options,
    labels: Object.freeze({ ...labels }),
    is: (value: unknown): value is C => codes.includes(value as C),
    parse,
    label: (value: unknown) => {
      const code = parse(value);
      return code === null ? '' : labels[code];
    },
  });
}
