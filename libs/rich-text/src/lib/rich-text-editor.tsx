import { useEffect, useId, useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { TableKit } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';
import { isSafeLinkUrl, safeLinkUrl } from './link-url';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  /** id of the editable area (for a label's htmlFor elsewhere, or tests). */
  id?: string;
  /** HTML; '' for an empty document. */
  value: string;
  /** The document as HTML, '' when it is empty (so a "required" rule sees no content). */
  onChange(html: string): void;
  label?: string;
  placeholder?: string;
  invalid?: boolean;
  /** ids of the hint or error text under the editor. */
  describedBy?: string;
  /** Height of the writing area in pixels; 240 unless told. */
  minHeight?: number;
}

const LINK_REFUSED = '링크 주소는 http://, https:// 또는 mailto: 로 시작하는 올바른 주소여야 합니다.';

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

interface ToolProps {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}

function Tool({ label, active, disabled, onClick, children }: ToolProps) {
  return (
    <button
      type="button"
      className={['dg-rte__tool', active ? 'dg-rte__tool--active' : ''].filter(Boolean).join(' ')}
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // Keeps the selection in the document while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

// `controls` is the editable area's id: editor.view does not exist until EditorContent has mounted,
// and a concurrent render (the lazy chunk arriving) draws the toolbar before that.
function Toolbar({ editor, controls, onLinkRefused }: { editor: Editor; controls: string; onLinkRefused(refused: boolean): void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      table: current.isActive('table'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  const editLink = () => {
    const current = (editor.getAttributes('link')['href'] as string | undefined) ?? '';
    const answer = window.prompt('링크 주소를 입력하세요. (http, https, mailto) 비워 두면 링크를 지웁니다.', current);
    if (answer === null) return;
    if (answer.trim() === '') {
      onLinkRefused(false);
      chain().extendMarkRange('link').unsetLink().run();
      return;
    }
    const href = safeLinkUrl(answer);
    onLinkRefused(href === null);
    if (href === null) return;
    if (editor.state.selection.empty && !state.link) {
      // Nothing selected: the address itself becomes the linked text.
      chain().insertContent({ type: 'text', text: answer.trim(), marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain().extendMarkRange('link').setLink({ href }).run();
    }
  };

  return (
    <div className="dg-rte__toolbar" role="toolbar" aria-label="서식 도구" aria-controls={controls}>
      <div className="dg-rte__group">
        <Tool label="제목 2" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          H2
        </Tool>
        <Tool label="제목 3" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          H3
        </Tool>
      </div>
      <div className="dg-rte__group">
        <Tool label="굵게" active={state.bold} onClick={() => chain().toggleBold().run()}>
          <b>가</b>
        </Tool>
        <Tool label="기울임" active={state.italic} onClick={() => chain().toggleItalic().run()}>
          <i>가</i>
        </Tool>
        <Tool label="밑줄" active={state.underline} onClick={() => chain().toggleUnderline().run()}>
          <u>가</u>
        </Tool>
        <Tool label="취소선" active={state.strike} onClick={() => chain().toggleStrike().run()}>
          <s>가</s>
        </Tool>
      </div>
      <div className="dg-rte__group">
        <Tool label="글머리 기호" active={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
          •≡
        </Tool>
        <Tool label="번호 목록" active={state.orderedList} onClick={() => chain().toggleOrderedList().run()}>
          1≡
        </Tool>
        <Tool label="인용" active={state.blockquote} onClick={() => chain().toggleBlockquote().run()}>
          ❝
        </Tool>
        <Tool label="링크" active={state.link} onClick={editLink}>
          🔗
        </Tool>
      </div>
      <div className="dg-rte__group">
        <Tool label="표 넣기" disabled={state.table} onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}>
          ▦
        </Tool>
        {state.table ? (
          <>
            <Tool label="행 추가" onClick={() => chain().addRowAfter().run()}>
              +행
            </Tool>
            <Tool label="열 추가" onClick={() => chain().addColumnAfter().run()}>
              +열
            </Tool>
            <Tool label="표 삭제" onClick={() => chain().deleteTable().run()}>
              ✕표
            </Tool>
          </>
        ) : null}
      </div>
      <div className="dg-rte__group">
        <Tool label="되돌리기" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          ↶
        </Tool>
        <Tool label="다시 실행" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          ↷
        </Tool>
      </div>
    </div>
  );
}

/**
 * The product's rich-text editor (TipTap). It writes only what the server's allow-list keeps:
 * headings 2-3, paragraphs, bold/italic/underline/strike, lists, quotes, http(s)/mailto links and
 * tables; no styles or classes. Load it lazily: it is large and belongs to writing screens only.
 */
export function RichTextEditor({ id, value, onChange, label, placeholder, invalid = false, describedBy, minHeight = 240 }: RichTextEditorProps) {
  const autoId = useId();
  const editorId = id ?? `${autoId}-editor`;
  const labelId = `${editorId}-label`;
  const refusalId = `${editorId}-link-refused`;
  const [linkRefused, setLinkRefused] = useState(false);
  const describedByIds = [describedBy ?? '', linkRefused ? refusalId : ''].filter(Boolean).join(' ');

  const attributes = {
    id: editorId,
    role: 'textbox',
    'aria-multiline': 'true',
    ...(label ? { 'aria-labelledby': labelId } : { 'aria-label': placeholder ?? '본문' }),
    ...(describedByIds ? { 'aria-describedby': describedByIds } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    class: 'dg-rte__content',
    style: `min-height: ${minHeight}px`,
  };

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['mailto'],
          isAllowedUri: (url) => isSafeLinkUrl(url),
          shouldAutoLink: (url) => safeLinkUrl(url) !== null,
          HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer', class: null },
        },
      }),
      TableKit.configure({ table: { resizable: false } }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
    ],
    content: value,
    // TipTap's own <style> element is an inline style the product's CSP refuses (style-src 'self'):
    // its rules are in rich-text-editor.css instead.
    injectCSS: false,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => onChange(htmlOf(current)),
  });

  // The aria state changes after creation (an error appears): hand the new attributes to the view.
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) } });
  }, [editor, attributesKey]);

  // A value set from outside (a loaded post, a reset form) replaces the document; our own echo does not.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === htmlOf(editor)) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className={['dg-rte', invalid ? 'dg-rte--invalid' : ''].filter(Boolean).join(' ')}>
      {label ? (
        <span id={labelId} className="dg-field__label dg-rte__label" onClick={() => editor?.commands.focus()}>
          {label}
        </span>
      ) : null}
      <div className="dg-rte__frame">
        {editor ? <Toolbar editor={editor} controls={editorId} onLinkRefused={setLinkRefused} /> : null}
        <EditorContent editor={editor} />
      </div>
      {linkRefused ? (
        <p id={refusalId} className="dg-field__error" role="alert">
          {LINK_REFUSED}
        </p>
      ) : null}
    </div>
  );
}
