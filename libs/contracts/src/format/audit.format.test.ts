import { auditChangeLines, auditValueText } from './audit.format';

describe('audit change lines', () => {
  it('names known fields in Korean and keeps the name of any other', () => {
    expect(auditChangeLines({ teamName: { before: '강서 타이거즈', after: '강서 이글스' }, photoName: { before: null, after: 'a.png' } })).toEqual([
      { field: 'teamName', label: '팀 이름', before: '강서 타이거즈', after: '강서 이글스' },
      { field: 'photoName', label: 'photoName', before: '없음', after: 'a.png' },
    ]);
  });

  it('reads nothing as 없음, flags as 예/아니요 and lists as their JSON', () => {
    expect([null, '', true, false, 0, ['a', 1], { on: true }].map((value) => auditValueText(value))).toEqual([
      '없음',
      '없음',
      '예',
      '아니요',
      '0',
      '["a",1]',
      '{"on":true}',
    ]);
  });
});
