import { RichTextEditor } from './lib/rich-text-editor';

export { RichTextEditor };
export type { RichTextEditorProps } from './lib/rich-text-editor';
export { safeLinkUrl } from './lib/link-url';

// The default export lets a screen load the editor in its own chunk: lazy(() => import('@dugout/rich-text')).
export default RichTextEditor;
