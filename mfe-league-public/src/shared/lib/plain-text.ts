/** Spec 9: a notice preview shows its first 40 plain-text characters. */
export const NOTICE_PREVIEW_LENGTH = 40;

/**
 * The visible text of post HTML, whitespace collapsed, cut at `max` characters (code points, so
 * an emoji is never split) with an ellipsis. DOMParser builds an inert document: no script runs
 * and no image loads, so nothing of the post executes while its text is read.
 */
export function plainTextPreview(html: string | null | undefined, max = NOTICE_PREVIEW_LENGTH): string {
  if (!html) return '';
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  // Script and style text is code, not words of the post.
  body.querySelectorAll('script, style, template, noscript').forEach((node) => node.remove());
  const text = body.textContent ?? '';
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}
