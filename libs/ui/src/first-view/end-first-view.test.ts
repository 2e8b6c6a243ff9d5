import { FIRST_VIEW_ID } from '@dugout/contracts';
import { endFirstView } from './end-first-view';

describe('endFirstView', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('removes the server-drawn first view and leaves the app root', () => {
    document.body.innerHTML = `<div id="${FIRST_VIEW_ID}"><img alt=""></div><div id="root"><p>앱</p></div>`;
    endFirstView();
    expect(document.getElementById(FIRST_VIEW_ID)).toBeNull();
    expect(document.getElementById('root')?.textContent).toBe('앱');
  });

  it('does nothing on a page without one, and when called again', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(() => {
      endFirstView();
      endFirstView();
    }).not.toThrow();
    expect(document.getElementById('root')).not.toBeNull();
  });
});
