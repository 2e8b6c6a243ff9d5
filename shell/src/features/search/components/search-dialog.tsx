import { useState, type FormEvent } from 'react';
import { Modal } from '@dugout/ui';

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Player and team search popup. The search itself is not part of this release. */
export function SearchDialog({ open, onClose }: SearchDialogProps) {
  const [notice, setNotice] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice('검색 기능은 준비 중입니다.');
  };

  const close = () => {
    setNotice('');
    onClose();
  };

  return (
    <Modal open={open} title="선수·팀 검색" onClose={close}>
      <form role="search" onSubmit={handleSubmit} className="shell-search">
        <label className="dg-visually-hidden" htmlFor="shell-search-input">
          검색어
        </label>
        <input
          id="shell-search-input"
          className="dg-input"
          type="search"
          name="search"
          placeholder="선수 또는 팀 이름을 입력하세요"
          autoComplete="off"
          enterKeyHint="search"
        />
        <p className="shell-search__hint">이름을 입력한 뒤 Enter 키를 누르세요.</p>
        <p className="shell-search__notice" role="status">
          {notice}
        </p>
      </form>
    </Modal>
  );
}
