import { finalConsonant, josa, withJosa } from './korean-particle.helpers';

describe('조사 (받침으로 고르기)', () => {
  it('이름: 받침이 있으면 이/은/을, 없으면 가/는/를', () => {
    expect(withJosa('김민수', '이/가')).toBe('김민수가');
    expect(withJosa('이정훈', '이/가')).toBe('이정훈이');
    expect(withJosa('박철수', '은/는')).toBe('박철수는');
    expect(withJosa('최민호', '을/를')).toBe('최민호를');
    expect(withJosa('이영호', '과/와')).toBe('이영호와');
    expect(withJosa('정찬헌', '과/와')).toBe('정찬헌과');
  });

  it('(으)로: ㄹ 받침과 받침 없음은 로, 그 밖의 받침은 으로', () => {
    expect(withJosa('유격수', '으로/로')).toBe('유격수로');
    expect(withJosa('3루', '으로/로')).toBe('3루로');
    expect(withJosa('지명타자', '으로/로')).toBe('지명타자로');
    expect(withJosa('홈', '으로/로')).toBe('홈으로');
    expect(withJosa('서울', '으로/로')).toBe('서울로');
  });

  it('숫자는 읽는 소리로: 1(일) 3(삼) 2(이) 10(십)', () => {
    expect(withJosa('1', '으로/로')).toBe('1로');
    expect(withJosa('3', '이/가')).toBe('3이');
    expect(withJosa('2', '이/가')).toBe('2가');
    expect(withJosa('6', '으로/로')).toBe('6으로');
    expect(withJosa('10', '을/를')).toBe('10을');
    expect(withJosa('7번', '은/는')).toBe('7번은');
  });

  it('라틴 문자 이름은 어림으로, 모르면 두 형태를 함께', () => {
    expect(withJosa('Adolis Garcia', '이/가')).toBe('Adolis Garcia가');
    expect(withJosa('Zac Gallen', '이/가')).toBe('Zac Gallen이');
    expect(withJosa('Will Smith', '으로/로')).toBe('Will Smith로');
    expect(withJosa('Josh Hall', '으로/로')).toBe('Josh Hall로');
    expect(josa('', '이/가')).toBe('이(가)');
    expect(josa('★', '으로/로')).toBe('(으)로');
    expect(finalConsonant('김민수 ')).toEqual({ batchim: false, rieul: false });
  });
});
