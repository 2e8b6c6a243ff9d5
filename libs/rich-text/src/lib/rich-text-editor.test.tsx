import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RichTextEditor } from './rich-text-editor';
import { stubEditorLayout } from '@dugout/testing';

beforeAll(stubEditorLayout);

function Harness({ initial = '', onChange }: { initial?: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      value={value}
      label="본문"
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
    />
  );
}

const TOOL_LABELS = ['제목 2', '제목 3', '굵게', '기울임', '밑줄', '취소선', '글머리 기호', '번호 목록', '인용', '링크', '표 넣기', '되돌리기', '다시 실행'];

describe('RichTextEditor', () => {
  it('shows a labelled writing area and every toolbar button with its Korean name', async () => {
    render(<Harness onChange={() => undefined} />);
    expect(await screen.findByRole('textbox', { name: '본문' })).toBeInTheDocument();
    const toolbar = screen.getByRole('toolbar', { name: '서식 도구' });
    for (const label of TOOL_LABELS) {
      const button = screen.getByRole('button', { name: label });
      expect(toolbar).toContainElement(button);
      expect(button).toHaveAttribute('title', label);
    }
  });

  it('adds no <style> element to the page: the CSP (style-src \'self\') refuses inline styles, its rules are in the stylesheet', async () => {
    render(<Harness onChange={() => undefined} />);
    await screen.findByRole('textbox', { name: '본문' });
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('shows the HTML it is given', async () => {
    render(<Harness initial="<p>오늘 <strong>경기</strong> 취소</p>" onChange={() => undefined} />);
    const area = await screen.findByRole('textbox', { name: '본문' });
    expect(area).toHaveTextContent('오늘 경기 취소');
    expect(area.querySelector('strong')).toHaveTextContent('경기');
  });

  it('hands back plain allow-listed HTML when a heading is set from the toolbar', async () => {
    const onChange = jest.fn();
    render(<Harness initial="<p>공지</p>" onChange={onChange} />);
    await userEvent.click(await screen.findByRole('button', { name: '제목 2' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    // The trailing empty paragraph is the editor's place to keep typing after a block.
    expect(onChange.mock.calls.at(-1)?.[0]).toMatch(/^<h2>공지<\/h2>(<p><\/p>)?$/);
    expect(screen.getByRole('button', { name: '제목 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('inserts a table without styles that the server would have to strip for meaning', async () => {
    const onChange = jest.fn();
    render(<Harness initial="<p>기록</p>" onChange={onChange} />);
    await userEvent.click(await screen.findByRole('button', { name: '표 넣기' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = onChange.mock.calls.at(-1)?.[0] as string;
    expect(html).toContain('<table');
    expect(html).toContain('<th');
    expect(html).not.toMatch(/class=/);
  });

  it('refuses a javascript: link with a Korean message', async () => {
    const onChange = jest.fn();
    const prompt = jest.spyOn(window, 'prompt').mockReturnValue('javascript:alert(1)');
    render(<Harness initial="<p>주소</p>" onChange={onChange} />);
    await userEvent.click(await screen.findByRole('button', { name: '링크' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('링크 주소는 http://, https:// 또는 mailto:');
    expect(onChange).not.toHaveBeenCalled();
    prompt.mockRestore();
  });

  it('adds a safe link where nothing is selected', async () => {
    const onChange = jest.fn();
    const prompt = jest.spyOn(window, 'prompt').mockReturnValue('https://example.com');
    render(<Harness initial="<p>주소</p>" onChange={onChange} />);
    await userEvent.click(await screen.findByRole('button', { name: '링크' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls.at(-1)?.[0]).toContain('<a target="_blank" rel="noopener noreferrer" href="https://example.com/">https://example.com</a>');
    prompt.mockRestore();
  });
});
