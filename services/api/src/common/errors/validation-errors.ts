import { BadRequestException } from '@nestjs/common';
import { ValidationError } from 'yup';
import { isUserFacingMessage, VALIDATION_ERROR_MESSAGE } from './error-messages';

export type FieldErrors = Record<string, string>;

/**
 * A yup ValidationError as `{ field: first message }`; nested paths stay dotted (`players[0].name`).
 * Errors about the value as a whole (no path) are left out: the envelope's `error` covers them.
 */
export function toFieldErrors(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  const details = error.inner.length > 0 ? error.inner : [error];
  for (const detail of details) {
    if (detail.path) {
      errors[detail.path] ??= detail.message;
    }
  }
  return errors;
}

/** The 400 answer for failed validation: `errors` keyed by field, or the schema's own Korean message. */
export function toValidationException(error: ValidationError): BadRequestException {
  const errors = toFieldErrors(error);
  if (Object.keys(errors).length > 0) {
    return new BadRequestException({ message: VALIDATION_ERROR_MESSAGE, errors });
  }
  return new BadRequestException(isUserFacingMessage(error.message) ? error.message : undefined);
}
