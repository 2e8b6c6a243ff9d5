/**
 * A league home text's HTML. The server sanitizes it with the posts' allow-list when it is saved
 * and again when it is served (headings, lists, safe links, images from our own storage, tables,
 * bold/italic; no scripts, event handlers or javascript: links): that is the only reason raw HTML
 * is rendered here. Never pass anything but DefaultContents.contentHtml from the API.
 */
export function HomeTextContent({ html }: { html: string }) {
  return <div className="lp-home-text" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** No text and no image: an editor's leftover `<p><br></p>` counts as nothing written. */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/gi, ' ')
      .trim() === ''
  );
}
