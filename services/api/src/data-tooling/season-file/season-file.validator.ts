import { ValidationError } from 'yup';
import { findDuplicateKeys } from './json-duplicate-keys';
import { locateJsonPaths, positionToLine } from './json-path-locator';
import { jsonSyntaxErrorOffset } from './json-syntax-position';
import { checkSeasonFileReferences, type SeasonFileCheckOptions } from './season-file.references';
import { SEASON_FILE_MESSAGES, seasonFileSchema } from './season-file.schema';
import type { SeasonFile, SeasonFileError } from './season-file.types';

/** A valid file's warnings are the source inconsistencies it was accepted with (none unless asked). */
export type SeasonFileValidation = { ok: true; file: SeasonFile; warnings: SeasonFileError[] } | { ok: false; errors: SeasonFileError[] };

/**
 * Checks a parsed season file: first its shape (every field's type, range and format, unknown
 * fields refused), then — only when the shape is right — references and box-score arithmetic.
 * Errors carry the path of the field at fault, e.g. games[12].record.batting[3].ab. With
 * acceptSourceInconsistencies, box scores that do not add up across lines are warnings instead.
 */
export function validateSeasonFile(input: unknown, options: SeasonFileCheckOptions = {}): SeasonFileValidation {
  const shapeErrors = checkShape(input);
  if (shapeErrors.length > 0) return { ok: false, errors: shapeErrors };
  const file = input as SeasonFile;
  const { errors, inconsistencies } = checkSeasonFileReferences(file, options);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, file, warnings: inconsistencies };
}

/**
 * Reads a season file from JSON text: a syntax error is reported with its line, a field repeated in
 * one object is refused (JSON.parse would keep the last value without a word), and every
 * validation error gets the line of the field at fault (or of its nearest enclosing value).
 */
export function readSeasonFileText(text: string, options: SeasonFileCheckOptions = {}): SeasonFileValidation {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [syntaxError(text, error)] };
  }
  const duplicates = findDuplicateKeys(text);
  if (duplicates.length > 0) {
    return { ok: false, errors: duplicates.map(({ path, line }) => ({ path, line, message: SEASON_FILE_MESSAGES.duplicateKey })) };
  }
  const result = validateSeasonFile(input, options);
  const found = result.ok ? result.warnings : result.errors;
  if (found.length === 0) return result;
  const lines = locateJsonPaths(
    text,
    found.map((error) => error.path),
  );
  const located = found.map((error) => {
    const line = lines.get(error.path);
    return line === undefined ? error : { ...error, line };
  });
  return result.ok ? { ...result, warnings: located } : { ok: false, errors: located };
}

function checkShape(input: unknown): SeasonFileError[] {
  try {
    seasonFileSchema.validateSync(input, { strict: true, abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const leaves = error.inner.length > 0 ? error.inner : [error];
    return leaves.flatMap(toFileErrors);
  }
}

/** An unknown-field error names the object; report each unknown field's own path instead. */
function toFileErrors(error: ValidationError): SeasonFileError[] {
  const path = error.path ?? '';
  if (error.type === 'exact' && typeof error.params?.['properties'] === 'string') {
    return String(error.params['properties'])
      .split(', ')
      .map((field) => ({ path: path ? `${path}.${field}` : field, message: error.message }));
  }
  return [{ path, message: error.message }];
}

function syntaxError(text: string, error: unknown): SeasonFileError {
  const message = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(message);
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  const offset = lineColumn || position ? null : jsonSyntaxErrorOffset(text);
  const line = lineColumn
    ? Number(lineColumn[1])
    : position
      ? positionToLine(text, Number(position[1]))
      : offset !== null
        ? positionToLine(text, offset)
        : undefined;
  return {
    path: '',
    message: `JSON 문법 오류입니다${line === undefined ? '' : ` (${line}번째 줄)`}: ${message}`,
    ...(line === undefined ? {} : { line }),
  };
}
