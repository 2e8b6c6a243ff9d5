import sanitizeHtml from 'sanitize-html';

/** Plain-text characters of a post kept as its preview (league home notices, spec section 9). */
export const PREVIEW_LENGTH = 40;

/** Images in a post may only come from the product's own storage: uploads and the board file routes, same origin. */
const IMAGE_FOLDERS = ['upload', 'api/league/board'];
/** Backslashes (read as "/" by browsers), whitespace and control characters never belong in a stored image path. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const UNSAFE_PATH_CHARACTER = /[\\\s\u0000-\u001f\u007f]/;

/**
 * An image src as the canonical same-origin path it reaches, or null when it leaves the image folders.
 * The check runs on the decoded path with its dot segments resolved, as a browser or a file server
 * would see it, so that "/upload/../api/user/1" or "/upload/%2e%2e/api/user/1" is refused.
 */
export function ownImagePath(src: string): string | null {
  if (UNSAFE_PATH_CHARACTER.test(src)) return null;
  const split = src.search(/[?#]/);
  const rawPath = split === -1 ? src : src.slice(0, split);
  const rest = split === -1 ? '' : src.slice(split);
  if (!rawPath.startsWith('/') || rawPath.startsWith('//')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  // A second layer of encoding (%252e) only hides something: refuse it rather than guess how deep a server decodes.
  if (decoded.includes('%') || UNSAFE_PATH_CHARACTER.test(decoded)) return null;
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const joined = segments.join('/');
  const folder = IMAGE_FOLDERS.find((prefix) => joined.startsWith(`${prefix}/`));
  if (folder === undefined || joined.length === folder.length + 1) return null;
  return `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}${rest}`;
}

const ALLOWED_TAGS = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'div', 'span',
  'ul', 'ol', 'li', 'a', 'img',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col',
  'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'blockquote', 'code', 'pre',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  // No style, no on* handlers, no class/id: only what each element needs to mean something.
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    col: ['span'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // script, style, textarea, option are dropped with their text; other unknown tags keep only their text.
  disallowedTagsMode: 'discard',
  enforceHtmlBoundary: false,
  transformTags: {
    img: (tagName, attribs) => {
      const next: sanitizeHtml.Attributes = { ...attribs };
      const src = ownImagePath(next['src'] ?? '');
      if (src === null) delete next['src'];
      else next['src'] = src;
      return { tagName, attribs: next };
    },
    a: (tagName, attribs) => {
      const next: sanitizeHtml.Attributes = { ...attribs };
      if (next['target'] !== undefined) next['target'] = '_blank';
      next['rel'] = 'noopener noreferrer';
      return { tagName, attribs: next };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && frame.attribs['src'] === undefined,
};

/** A post's HTML through the allow-list; run on save and again on every answer. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The first PREVIEW_LENGTH characters of the post's text, whitespace folded. */
export function previewTextOf(html: string): string {
  // Block ends become spaces so that two paragraphs do not run into one word.
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|tr|td|th|blockquote|pre)\s*>|<br\s*\/?>/gi, '$& ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return [...text].slice(0, PREVIEW_LENGTH).join('');
}
