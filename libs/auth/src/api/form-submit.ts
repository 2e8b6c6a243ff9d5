import { FORM_ERROR_KEY } from '@dugout/contracts';
import { isApiError } from './api-error';

/** A multipart body of trimmed text fields and the chosen files (a field without a file is left out). */
export function multipartBody(fields: Record<string, string>, files: Record<string, File | null> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value.trim());
  for (const [name, file] of Object.entries(files)) if (file) body.append(name, file, file.name);
  return body;
}

/** A refused form submission split for the form: messages under its fields, and the one for its alert. */
export interface FormRefusal {
  fieldErrors: Record<string, string>;
  /** The alert's message; undefined when the field messages say it all. */
  formMessage: string | undefined;
}

/** Splits what a failed submission answered; anything but an API refusal (no answer) gets `fallback`. */
export function formRefusal(error: unknown, fallback: string): FormRefusal {
  if (!isApiError(error)) return { fieldErrors: {}, formMessage: fallback };
  const { [FORM_ERROR_KEY]: formError, ...fieldErrors } = error.errors;
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  return { fieldErrors, formMessage: formError ?? (hasFieldErrors ? undefined : error.message || fallback) };
}
