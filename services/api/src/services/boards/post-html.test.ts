import { ownImagePath, previewTextOf, sanitizePostHtml } from './post-html';

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

describe('image paths', () => {
  it.each([
    ['/upload/../api/user/1'],
    ['/upload/%2e%2e/api/user/1'],
    ['/upload/%2E%2E/api/user/1'],
    ['/upload/.%2e/api/user/1'],
    ['/upload/board/../../api/user/1'],
    ['/upload/..%2fapi/user/1'],
    ['/upload/..%2Fapi%2Fuser%2F1'],
    ['/upload/%252e%252e/api/user/1'],
    ['/upload/..\\api/user/1'],
    ['/upload\\..\\api/user/1'],
    ['/upload/%5c..%5capi/user/1'],
    ['/upload/..//api/user/1'],
    ['/upload/x/..'],
    ['/upload/'],
    ['/upload'],
    ['/api/league/board/../../user/1'],
    ['/api/league/board/%2e%2e/%2e%2e/user/1'],
    ['//evil.com/upload/a.png'],
    ['/\\evil.com/upload/a.png'],
    ['https://evil.com/upload/a.png'],
    ['http://localhost/upload/a.png'],
    ['upload/a.png'],
    ['/upload/a%ZZ.png'],
    ['/upload/%00/a.png'],
    ['/upload/a.png\n'],
    ['/uploads/a.png'],
    ['/upload-x/a.png'],
  ])('drops an image at %s', (src) => {
    expect(ownImagePath(src)).toBeNull();
    expect(sanitizePostHtml(`<p>a<img src="${src.replace(/"/g, '&quot;')}">b</p>`)).toBe('<p>ab</p>');
  });

  it.each([
    ['/upload/board/a.png', '/upload/board/a.png'],
    ['/upload/board/./a.png', '/upload/board/a.png'],
    ['/upload/board/x/../a.png', '/upload/board/a.png'],
    ['/upload//board//a.png', '/upload/board/a.png'],
    ['/upload/board/%2e%2e/league/logo.png', '/upload/league/logo.png'],
    ['/upload/board/%ED%95%9C%EA%B8%80.png', '/upload/board/%ED%95%9C%EA%B8%80.png'],
    ['/upload/board/한글.png', '/upload/board/%ED%95%9C%EA%B8%80.png'],
    ['/upload/league/logo.png?w=320', '/upload/league/logo.png?w=320'],
    ['/api/league/board/1/file/2', '/api/league/board/1/file/2'],
  ])('keeps %s as %s', (src, expected) => {
    expect(ownImagePath(src)).toBe(expected);
    expect(sanitizePostHtml(`<img src="${src}" alt="그림">`)).toBe(`<img src="${expected}" alt="그림" />`);
  });

  it('decodes HTML entities before judging the path', () => {
    expect(sanitizePostHtml('<img src="/upload/&#46;&#46;/api/user/1">')).toBe('');
    expect(sanitizePostHtml('<img src="/upload/&#x2e;&#x2e;&#x2f;api/user/1">')).toBe('');
  });
});

describe('previewTextOf', () => {
  it('keeps the first 40 plain-text characters', () => {
    expect(previewTextOf(`<p>안녕 &amp; <b>하세요</b></p><p>${'가'.repeat(60)}</p>`)).toBe(`안녕 & 하세요 ${'가'.repeat(31)}`);
  });
});
