import sanitizeHtml from 'sanitize-html';

/** Plain-text characters of a post kept as its preview (league home notices, spec section 9). */
export const PREVIEW_LENGTH = 40;

/** Images in a post may only come from the product's own storage: uploads and the board file routes, same origin. */
const OWN_IMAGE_PATH = /^\/(upload|api\/league\/board)\/[^\s\\]*$/;

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
    a: (tagName, attribs) => {
      const next: sanitizeHtml.Attributes = { ...attribs };
      if (next['target'] !== undefined) next['target'] = '_blank';
      next['rel'] = 'noopener noreferrer';
      return { tagName, attribs: next };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_IMAGE_PATH.test(frame.attribs['src'] ?? ''),
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
