import type { CodeSet } from '@dugout/contracts';

/** The options of a coded select (team role, bat/throw, ...), with an optional empty first choice. */
export function CodeOptions<C extends string | number>({ codes, placeholder }: { codes: CodeSet<C>; placeholder?: string }) {
  return (
    <>
      {placeholder ? <option value="">{placeholder}</option> : null}
      {codes.options.map((option) => (
        <option key={option.value} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </>
  );
}
