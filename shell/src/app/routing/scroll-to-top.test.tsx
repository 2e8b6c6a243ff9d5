import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ScrollToTop } from './scroll-to-top';

let navigate: NavigateFunction;

function Navigator() {
  navigate = useNavigate();
  return null;
}

// jsdom lays nothing out and has no scrolling: the window's scrollTo is only watched.
let scrollTo: jest.SpyInstance;

beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={['/league/gangseo']}>
      <ScrollToTop />
      <Navigator />
    </MemoryRouter>,
  );
});

afterEach(() => scrollTo.mockRestore());

const go = (to: string | number, replace = false) =>
  act(() => {
    if (typeof to === 'number') void navigate(to);
    else void navigate(to, { replace });
  });

describe('ScrollToTop', () => {
  it('scrolls a new address to the top on a link or a redirect, but not on the first page', () => {
    expect(scrollTo).not.toHaveBeenCalled();
    go('/user/info');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    go('/user/changepassword', true);
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('leaves back and forward to the browser, and a query change where it is', () => {
    go('/league/gangseo/schedule/all');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    go(-1);
    go(1);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    go('/league/gangseo/schedule/all?page=2');
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
