import { chainText, hitDirection, homeRunKind, outKind } from './play-wording.helpers';

describe('타구 방향과 결과 낱말', () => {
  it('안타 방향: 야수, 좌중간/우중간, 선상, 내야', () => {
    expect(hitDirection(1, [7], { type: 'line', location: '7' })).toBe('좌익수 앞');
    expect(hitDirection(1, [8], undefined)).toBe('중견수 앞');
    expect(hitDirection(2, [8], { type: 'line', location: '89XD' })).toBe('우중간');
    expect(hitDirection(2, [7], { type: 'line', location: '78' })).toBe('좌중간');
    expect(hitDirection(2, [9], { type: 'line', location: '9LD' })).toBe('우익선상');
    expect(hitDirection(2, [7], { type: 'ground', location: '5' })).toBe('좌익선상');
    expect(hitDirection(2, [8], { type: 'fly', location: '8D' })).toBe('중견수 뒤');
    expect(hitDirection(1, [6], { type: 'ground', location: '4MS' })).toBe('유격수 앞');
    expect(hitDirection(1, undefined, { type: 'ground', location: '56' })).toBe('3유간');
  });

  it('홈런 방향과 종류', () => {
    expect(hitDirection(4, undefined, { type: 'fly', location: '7D' })).toBe('좌월');
    expect(hitDirection(4, undefined, { type: 'fly', location: '89XD' })).toBe('우중월');
    expect(hitDirection(4, undefined, undefined)).toBe('');
    expect([1, 2, 3, 4].map(homeRunKind)).toEqual(['솔로', '투런', '쓰리런', '만루']);
  });

  it('아웃의 종류와 송구 기록', () => {
    expect(outKind({ type: 'ground' }, false, 2)).toBe('땅볼');
    expect(outKind({ type: 'popUp', location: '5SF' }, false, 1)).toBe('파울플라이');
    expect(outKind({ type: 'line' }, false, 1)).toBe('라인드라이브');
    expect(outKind(undefined, false, 1)).toBe('플라이');
    expect(chainText([6, 4, 3])).toBe('6-4-3');
  });
});
