import { ValidationError, type AnyObject, type AnySchema, type ISchema } from 'yup';
import { FORM_ERROR_KEY } from '../api/form-errors';
import './korean-yup';

/** The first message of every failing field, keyed by field path ('roles.write' for nested fields). */
export function validationErrorsByField(error: ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  const leaves = error.inner.length > 0 ? error.inner : [error];
  for (const leaf of leaves) {
    const key = leaf.path || FORM_ERROR_KEY;
    if (!(key in errors)) errors[key] = leaf.message;
  }
  return errors;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

export interface ValidateOptions {
  context?: AnyObject;
  /** Drop keys the schema does not know (the API does; forms keep them). Default true. */
  stripUnknown?: boolean;
}

/**
 * Validates and casts `input`, collecting every field's first message. This is what the API
 * runs on request bodies, so a bad payload becomes `{ errors }` instead of an exception.
 */
export async function validateInput<T>(
  schema: ISchema<T>,
  input: unknown,
  options: ValidateOptions = {},
): Promise<ValidationResult<T>> {
  try {
    const value = await schema.validate(input, {
      abortEarly: false,
      stripUnknown: options.stripUnknown ?? true,
      context: options.context,
    });
    return { ok: true, value };
  } catch (error) {
    if (ValidationError.isError(error)) return { ok: false, errors: validationErrorsByField(error) };
    throw error;
  }
}

/** For alert-style checks: the first message the schema reports for `input`, or null when valid. */
export function firstValidationMessage(schema: AnySchema, input: unknown, context?: AnyObject): string | null {
  try {
    schema.validateSync(input, { abortEarly: true, context });
    return null;
  } catch (error) {
    if (ValidationError.isError(error)) return error.message;
    throw error;
  }
}
