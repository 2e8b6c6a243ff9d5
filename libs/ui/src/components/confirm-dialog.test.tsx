import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useConfirm } from './confirm-dialog';

function RemoveButton() {
  const { confirm, confirmDialog } = useConfirm();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={async () => setAnswer(String(await confirm('김철수 님을 삭제할까요?', { confirmLabel: '삭제', danger: true })))}
      >
        삭제하기
      </button>
      <output>{answer}</output>
      {confirmDialog}
    </>
  );
}

function PlainQuestion() {
  const { confirm, confirmDialog } = useConfirm();
  return (
    <>
      <button type="button" onClick={() => void confirm('저장할까요?')}>
        저장하기
      </button>
      {confirmDialog}
    </>
  );
}

describe('useConfirm', () => {
  it('asks in an alert dialog that starts on 취소, so Enter alone never removes anything', async () => {
    const user = userEvent.setup();
    render(<RemoveButton />);
    await user.click(screen.getByRole('button', { name: '삭제하기' }));

    const dialog = screen.getByRole('alertdialog', { name: '김철수 님을 삭제할까요?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: '취소' })).toHaveFocus();
    expect(screen.getByRole('button', { name: '삭제' })).toHaveClass('dg-button--danger');

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('false');
    expect(screen.getByRole('button', { name: '삭제하기' })).toHaveFocus();
  });

  it('answers yes when the confirm button is chosen, by Tab and Enter or by a click', async () => {
    const user = userEvent.setup();
    render(<RemoveButton />);
    await user.click(screen.getByRole('button', { name: '삭제하기' }));
    await user.tab();
    expect(screen.getByRole('button', { name: '삭제' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '취소' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('true');

    await user.click(screen.getByRole('button', { name: '삭제하기' }));
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.getByRole('status')).toHaveTextContent('false');
    await user.click(screen.getByRole('button', { name: '삭제하기' }));
    await user.click(screen.getByRole('button', { name: '삭제' }));
    expect(screen.getByRole('status')).toHaveTextContent('true');
  });

  it('cancels on Escape', async () => {
    const user = userEvent.setup();
    render(<RemoveButton />);
    await user.click(screen.getByRole('button', { name: '삭제하기' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('false');
  });

  it('says 확인 and 취소 unless told otherwise', async () => {
    const user = userEvent.setup();
    render(<PlainQuestion />);
    await user.click(screen.getByRole('button', { name: '저장하기' }));
    expect(screen.getByRole('alertdialog', { name: '저장할까요?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '확인' })).toHaveClass('dg-button--primary');
    expect(screen.getByRole('button', { name: '취소' })).toBeInTheDocument();
  });
});
