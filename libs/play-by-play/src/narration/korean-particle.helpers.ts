/** A particle pair written as in Korean grammar books: '이/가', '은/는', '을/를', '과/와', '으로/로'. */
export type ParticlePair = '이/가' | '은/는' | '을/를' | '과/와' | '으로/로';

/** Readings of the digits 0-9: 영 일 이 삼 사 오 육 칠 팔 구 (true = ends in a consonant). */
const DIGIT_FINAL: [boolean, boolean][] = [
  [true, false], // 영
  [true, true], // 일 (ㄹ)
  [false, false], // 이
  [true, false], // 삼
  [false, false], // 사
  [false, false], // 오
  [true, false], // 육
  [true, true], // 칠 (ㄹ)
  [true, true], // 팔 (ㄹ)
  [false, false], // 구
];

/** Whether the word ends in a consonant (받침), and whether that consonant is ㄹ; null when it cannot be told. */
export function finalConsonant(word: string): { batchim: boolean; rieul: boolean } | null {
  const text = word.replace(/[\s)\]}'"”’.,!?]+$/u, '');
  const last = text.charAt(text.length - 1);
  if (!last) return null;
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const jong = (code - 0xac00) % 28;
    return { batchim: jong !== 0, rieul: jong === 8 };
  }
  if (/\d/.test(last)) {
    // 10, 100, 1000 …: 십(ㅂ), 백(ㄱ), 천(ㄴ), 만(ㄴ) are read from the trailing zeros.
    const zeros = /0+$/.exec(text)?.[0].length ?? 0;
    if (zeros > 0 && zeros < text.length) return { batchim: true, rieul: false };
    const [batchim, rieul] = DIGIT_FINAL[Number(last)];
    return { batchim, rieul };
  }
  // Latin letters as a Korean reader says them: Hall(홀), Jim(짐), Dean(딘) end in a consonant; Garcia, Carter do not.
  if (/[a-z]/i.test(last)) {
    const lower = text.toLowerCase();
    if (lower.endsWith('l')) return { batchim: true, rieul: true };
    if (/(m|n|ng)$/.test(lower)) return { batchim: true, rieul: false };
    return { batchim: false, rieul: false };
  }
  return null;
}

/** The particle that follows `word`: josa('김민수', '이/가') → '가', josa('3루', '으로/로') → '로'. */
export function josa(word: string, pair: ParticlePair): string {
  const [withBatchim, without] = pair.split('/');
  const final = finalConsonant(word);
  if (!final) return pair === '으로/로' ? '(으)로' : `${withBatchim}(${without})`;
  if (pair === '으로/로') return final.batchim && !final.rieul ? '으로' : '로';
  return final.batchim ? withBatchim : without;
}

/** The word with its particle: withJosa('유격수', '으로/로') → '유격수로'. */
export function withJosa(word: string, pair: ParticlePair): string {
  return `${word}${josa(word, pair)}`;
}
