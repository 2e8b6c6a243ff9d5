/** Link schemes the server's allow-list keeps (services/api/src/boards/post-html.ts). */
const ALLOWED_SCHEMES = ['http:', 'https:', 'mailto:'];

/**
 * The address typed into the link prompt as the href to store, or null when it may not be a link.
 * A bare host ("example.com/a") becomes https; anything with another scheme (javascript:, data:) is refused.
 */
export function safeLinkUrl(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  const candidate = hasScheme ? text : `https://${text.replace(/^\/\//, '')}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (!ALLOWED_SCHEMES.includes(url.protocol)) return null;
  if (url.protocol === 'mailto:') return /^mailto:[^@\s]+@[^@\s]+$/i.test(candidate) ? candidate : null;
  if (!url.hostname || (!url.hostname.includes('.') && url.hostname !== 'localhost')) return null;
  return url.href;
}

/** For the editor's link extension: whether an existing href (pasted, auto-linked) is kept. */
export const isSafeLinkUrl = (href: string) => safeLinkUrl(href) !== null && /^(https?|mailto):/i.test(href.trim());
