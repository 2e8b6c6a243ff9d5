import type { InferType } from 'yup';
import { idField } from './fields';
import { yup } from './korean-yup';

export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 20;
export const SEARCH_QUERY_MAX = 50;

/**
 * The form of a name the search compares: lower case, without spaces, in NFC (a Hangul syllable is
 * one character, so one syllable such as "김" is already a query worth sending).
 */
export function searchKey(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/gu, '');
}

/**
 * The index entries of a name: every distinct character and every distinct pair of neighbours of its
 * search key. A query of one character is looked up by its character, a longer one by its first pair
 * and then checked against the whole key.
 */
export function searchGrams(name: string): string[] {
  const chars = [...searchKey(name)];
  const grams = new Set<string>(chars);
  for (let i = 0; i + 1 < chars.length; i += 1) grams.add(chars[i] + chars[i + 1]);
  return [...grams];
}

/** GET /api/search?q&limit */
export const searchQuerySchema = yup.object({
  q: yup
    .string()
    .required('검색어를 입력해 주세요.')
    .test('not-blank', '검색어를 입력해 주세요.', (value) => searchKey(value ?? '').length > 0)
    .max(SEARCH_QUERY_MAX, `검색어는 ${SEARCH_QUERY_MAX}자까지 입력할 수 있습니다.`),
  limit: idField().max(SEARCH_LIMIT_MAX, `개수는 1부터 ${SEARCH_LIMIT_MAX}까지의 정수여야 합니다.`).default(SEARCH_LIMIT_DEFAULT),
});
export type SearchQuery = InferType<typeof searchQuerySchema>;
