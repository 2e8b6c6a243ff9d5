import { setIn, type FormikHelpers } from 'formik';
import { isApiError } from '@dugout/auth';
import { FORM_ERROR_KEY } from '@dugout/contracts';

/** What a form says when the save failed without an answer from the server. */
export const SAVE_FAILED = '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/**
 * Puts a failed save on the form (spec 8: "save failure puts returned errors on the fields"):
 * the server's messages for the form's own fields (dotted keys such as roles.write too) go under
 * those fields; the server's summary and any other message go to the form's status (its alert).
 */
export function showServerErrors<Values>(error: unknown, helpers: Pick<FormikHelpers<Values>, 'setErrors' | 'setStatus'>, fieldKeys: ReadonlySet<string>): void {
  if (!isApiError(error)) {
    helpers.setStatus(SAVE_FAILED);
    return;
  }
  let fieldErrors = {};
  const others: string[] = [];
  for (const [key, message] of Object.entries(error.errors)) {
    if (fieldKeys.has(key)) fieldErrors = setIn(fieldErrors, key, message);
    else if (key !== FORM_ERROR_KEY) others.push(message);
  }
  helpers.setErrors(fieldErrors);
  helpers.setStatus([error.errors[FORM_ERROR_KEY] ?? error.message, ...others].filter(Boolean).join(' ') || undefined);
}
