export * from './season-file.types';
export { seasonFileSchema, SEASON_FILE_MESSAGES } from './season-file.schema';
export { checkSeasonFileReferences, MAX_REPORTED_ERRORS, type SeasonFileCheckOptions, type SeasonFileFindings } from './season-file.references';
export { validateSeasonFile, readSeasonFileText, type SeasonFileValidation } from './season-file.validator';
export { formatSeasonFile } from './season-file.format';
export { locateJsonPaths } from './json-path-locator';
