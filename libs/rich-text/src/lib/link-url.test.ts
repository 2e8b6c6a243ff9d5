import { isSafeLinkUrl, safeLinkUrl } from './link-url';

describe('the link address check', () => {
  it('keeps http, https and mailto addresses', () => {
    expect(safeLinkUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeLinkUrl('http://example.com')).toBe('http://example.com/');
    expect(safeLinkUrl('mailto:team@example.com')).toBe('mailto:team@example.com');
  });

  it('makes a bare host an https link', () => {
    expect(safeLinkUrl('  www.example.com/경기  ')).toBe('https://www.example.com/%EA%B2%BD%EA%B8%B0');
  });

  it('refuses script and data links and other schemes', () => {
    expect(safeLinkUrl('javascript:alert(1)')).toBeNull();
    expect(safeLinkUrl('JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeLinkUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeLinkUrl('ftp://example.com')).toBeNull();
    expect(safeLinkUrl('vbscript:msgbox')).toBeNull();
  });

  it('refuses empty or malformed input', () => {
    expect(safeLinkUrl('')).toBeNull();
    expect(safeLinkUrl('   ')).toBeNull();
    expect(safeLinkUrl('not a link')).toBeNull();
    expect(safeLinkUrl('mailto:nobody')).toBeNull();
  });

  it('lets the editor keep only stored links with an allowed scheme', () => {
    expect(isSafeLinkUrl('https://example.com')).toBe(true);
    expect(isSafeLinkUrl('example.com')).toBe(false);
    expect(isSafeLinkUrl('javascript:alert(1)')).toBe(false);
  });
});
