import { previewTextOf, sanitizePostHtml } from './post-html';

describe('sanitizePostHtml', () => {
  it.each([
    ['<script>alert(1)</script><p>hi</p>', '<p>hi</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<img src="/upload/board/a.png" onerror="x">', '<img src="/upload/board/a.png" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="https://a.com" target="_self" onclick="x">y</a>', '<a href="https://a.com" target="_blank" rel="noopener noreferrer">y</a>'],
    ['<p style="width:expression(alert(1))">s</p>', '<p>s</p>'],
    ['<svg onload=alert(1)><circle/></svg>', ''],
    ['<iframe src="https://e.com"></iframe>', ''],
    ['<a href="data:text/html,<script>alert(1)</script>">d</a>', '<a rel="noopener noreferrer">d</a>'],
    ['<img src="data:image/png;base64,AAA">', ''],
    ['<img src="//evil.com/upload/x.png">', ''],
    ['<a href="JaVaScRiPt&#58;alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<h2>제목</h2><ul><li><b>굵게</b> <u>밑줄</u></li></ul>', '<h2>제목</h2><ul><li><b>굵게</b> <u>밑줄</u></li></ul>'],
  ])('%s', (input, expected) => {
    expect(sanitizePostHtml(input)).toBe(expected);
  });

  it('leaves no script in nested or malformed tags', () => {
    const out = sanitizePostHtml('<<script>script>alert(1)<</script>/script><div><p onmouseover="x"><object data="x"></object></div>');
    expect(out).not.toMatch(/<script|<object|onmouseover/i);
  });
});

describe('previewTextOf', () => {
  it('keeps the first 40 plain-text characters', () => {
    expect(previewTextOf(`<p>안녕 &amp; <b>하세요</b></p><p>${'가'.repeat(60)}</p>`)).toBe(`안녕 & 하세요 ${'가'.repeat(31)}`);
  });
});
