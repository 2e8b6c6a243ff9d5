import type { ReactNode } from 'react';

/** ids of the hint and error paragraphs of a field, for aria-describedby. */
export function describedBy(fieldId: string, hint: ReactNode, error: unknown): string | undefined {
  const ids = [hint ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | false | null }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="dg-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="dg-field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}
