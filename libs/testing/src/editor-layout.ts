/**
 * jsdom does no layout; ProseMirror (the rich-text editor) asks for rectangles when it scrolls the
 * selection into view. Call once per test file (beforeAll) that renders the editor.
 */
export function stubEditorLayout(): void {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
  const list = Object.assign([rect], { item: () => rect });
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  Range.prototype.getClientRects = () => list as unknown as DOMRectList;
  Element.prototype.getClientRects = () => list as unknown as DOMRectList;
  if (!document.elementFromPoint) document.elementFromPoint = () => null;
}
