import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { useKeepAliveOutlet } from './use-keep-alive-outlet';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {name} {count}
    </button>
  );
}

function Layout({ max }: { max: number }) {
  const view = useKeepAliveOutlet((pathname) => pathname !== '/tabs', max);
  return (
    <>
      <Link to="/tabs/a">A로</Link>
      <Link to="/tabs/b">B로</Link>
      <Link to="/tabs/c">C로</Link>
      {view}
    </>
  );
}

function renderTabs(max: number) {
  return render(
    <MemoryRouter initialEntries={['/tabs/a']}>
      <Routes>
        <Route path="/tabs" element={<Layout max={max} />}>
          <Route path="a" element={<Counter name="A" />} />
          <Route path="b" element={<Counter name="B" />} />
          <Route path="c" element={<Counter name="C" />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('useKeepAliveOutlet', () => {
  it('keeps visited views mounted and hidden, with their state', async () => {
    const user = userEvent.setup();
    renderTabs(5);
    await user.click(screen.getByRole('button', { name: 'A 0' }));
    await user.click(screen.getByRole('link', { name: 'B로' }));
    expect(screen.getByRole('button', { name: 'B 0' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^A/ })).not.toBeInTheDocument(); // hidden: not in the accessibility tree
    expect(screen.getByText('A 1', { selector: 'button' })).not.toBeVisible();

    await user.click(screen.getByRole('link', { name: 'A로' }));
    expect(screen.getByRole('button', { name: 'A 1' })).toBeVisible();
  });

  it('drops the least recently shown view beyond the limit', async () => {
    const user = userEvent.setup();
    renderTabs(2);
    await user.click(screen.getByRole('button', { name: 'A 0' }));
    await user.click(screen.getByRole('link', { name: 'B로' }));
    await user.click(screen.getByRole('button', { name: 'B 0' }));
    await user.click(screen.getByRole('link', { name: 'C로' }));
    // A was shown least recently: gone. B is still there with its count.
    expect(screen.queryByText(/^A/, { selector: 'button' })).not.toBeInTheDocument();
    expect(screen.getByText('B 1', { selector: 'button' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'A로' }));
    expect(screen.getByRole('button', { name: 'A 0' })).toBeVisible();
  });
});
