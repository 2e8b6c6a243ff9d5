import type { SeededRandom } from './seeded-random';

/**
 * Korean surnames with rough population weights (per mille, Statistics Korea census order), so
 * a roster has many 김, 이 and 박 and now and then a 남궁 or 선우.
 */
const SURNAMES: readonly (readonly [string, number])[] = [
  ['김', 215], ['이', 147], ['박', 84], ['최', 47], ['정', 43], ['강', 23], ['조', 21], ['윤', 20],
  ['장', 19], ['임', 17], ['한', 15], ['오', 15], ['서', 15], ['신', 14], ['권', 14], ['황', 14],
  ['안', 13], ['송', 13], ['전', 11], ['홍', 11], ['유', 11], ['고', 9], ['문', 9], ['양', 8],
  ['손', 8], ['배', 8], ['백', 7], ['허', 7], ['남', 6], ['심', 5], ['노', 5], ['하', 5],
  ['곽', 4], ['성', 4], ['차', 4], ['주', 4], ['우', 4], ['구', 4], ['민', 3], ['류', 3],
  ['나', 3], ['진', 3], ['지', 3], ['엄', 3], ['채', 3], ['원', 2], ['천', 2], ['방', 2],
  ['공', 2], ['현', 2], ['함', 2], ['변', 2], ['염', 2], ['여', 2], ['추', 1], ['도', 1],
  ['소', 1], ['석', 1], ['선', 1], ['설', 1], ['마', 1], ['길', 1], ['연', 1], ['위', 1],
  ['표', 1], ['명', 1], ['기', 1], ['반', 1], ['왕', 1], ['금', 1], ['옥', 1], ['육', 1],
  ['인', 1], ['맹', 1], ['제', 1], ['탁', 1], ['국', 1], ['봉', 1], ['남궁', 1], ['황보', 1],
  ['제갈', 1], ['선우', 1],
];

/**
 * Given names of men born from the 1970s to the 2000s — the ages that play amateur baseball —
 * older-style names and newer ones mixed.
 */
const GIVEN_NAMES: readonly string[] = [
  '민수', '영수', '영호', '성호', '성민', '상현', '상훈', '상민', '상우', '정훈', '정민', '정우', '재훈',
  '재현', '재민', '재석', '재원', '준호', '준영', '준혁', '준서', '준기', '지훈', '지환', '지호', '지성',
  '현우', '현수', '현준', '현석', '동현', '동욱', '동훈', '동민', '태현', '태호', '태윤', '태훈', '승현',
  '승민', '승우', '승훈', '진우', '진혁', '진호', '민호', '민재', '민준', '민석', '민규', '경민', '경수',
  '경호', '종현', '종민', '종훈', '용준', '용호', '용석', '대현', '대호', '대성', '석진', '석호', '병철',
  '병훈', '광수', '광호', '철민', '철수', '도현', '도윤', '건우', '시우', '서준', '예준', '주원', '하준',
  '은우', '유준', '형준', '세진', '기현', '기태', '성훈', '성진', '영민', '인호', '인수', '창민', '창호',
  '우현', '우진', '한결', '규민', '은호', '윤호', '원석', '희준', '형석', '중원', '진석', '선우', '수현',
  '수호', '정현', '정호', '보겸', '찬호', '찬영', '현철', '명수', '명훈', '기범', '범수', '범석', '태민',
  '태영', '혁진', '준수', '상철', '성규', '재영', '영진', '영준', '동진', '동수', '지원', '지수', '하늘',
  '다훈', '서진', '민혁', '시윤', '연우', '이준', '윤성', '형민', '승철', '경태', '호준', '재균', '진영',
];

export function koreanName(rng: SeededRandom): string {
  const [surname] = rng.weighted(SURNAMES, ([, weight]) => weight);
  return surname + rng.pick(GIVEN_NAMES);
}

/** A name not yet in `taken` (which it then joins); repeats are allowed only after many tries. */
export function uniqueKoreanName(rng: SeededRandom, taken: Set<string>): string {
  let name = koreanName(rng);
  for (let attempt = 0; attempt < 30 && taken.has(name); attempt += 1) name = koreanName(rng);
  taken.add(name);
  return name;
}
