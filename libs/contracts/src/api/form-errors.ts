/** Field key for a message that belongs to no single field (forms show it as an alert). */
export const FORM_ERROR_KEY = 'apiError';
