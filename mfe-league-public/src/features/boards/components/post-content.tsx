/**
 * A post's HTML. The server sanitizes it with an allow-list when it is saved and again when it is
 * served (headings, lists, safe links, images from our own storage, tables, bold/italic; no scripts,
 * event handlers or javascript: links): that is the only reason raw HTML is rendered here. Never
 * pass anything but PostView.contentHtml from the API.
 */
export function PostContent({ html }: { html: string }) {
  return <div className="lp-post__content" dangerouslySetInnerHTML={{ __html: html }} />;
}
