import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      <Modal open={open} title="검색" onClose={() => setOpen(false)}>
        <input aria-label="검색어" />
        <button type="button">확인</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled dialog that takes focus and gives it back on Escape', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    const opener = screen.getByRole('button', { name: '열기' });

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: '검색' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: '검색어' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: '열기' }));

    // DOM order is 닫기, 검색어, 확인; focus starts in the body and wraps at both ends.
    await user.tab();
    expect(screen.getByRole('button', { name: '확인' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '확인' })).toHaveFocus();
    expect(document.activeElement?.closest('[role="dialog"]')).not.toBeNull();
  });
});
