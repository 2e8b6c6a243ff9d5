import { screen } from '@testing-library/react';
import type { DefaultContents } from '@dugout/contracts';
import { answerFrom, createLeague, createLeagueBase, fail, serveFakeApi } from '@dugout/testing';
import { renderLeague } from '../../../testing/render-league';
import { isBlankHtml } from './home-text-content';

const INTRO = '/api/league/board/gangseo/default/home/intro/contents';
const REGULATION = '/api/league/board/gangseo/default/home/regulation/contents';

const text = (label: 'intro' | 'regulation', contentHtml: string): DefaultContents => ({
  kind: 'home',
  label,
  contentHtml,
  updatedAt: contentHtml ? '2026-03-01T10:00:00+09:00' : null,
});

const serve = (routes: Record<string, unknown>) =>
  serveFakeApi(
    answerFrom({
      '/api/league/base/gangseo': createLeagueBase(),
      '/api/league/season/3/league': [createLeague()],
      ...routes,
    }),
  );

describe('리그 소개·규정 page', () => {
  it('shows the introduction the league wrote, as its HTML', async () => {
    const calls = serve({ [INTRO]: text('intro', '<h2>강서리그를 소개합니다</h2><p>매주 <strong>토요일</strong> 경기합니다.</p><ul><li>1부</li><li>2부</li></ul>') });
    renderLeague('/league/gangseo/info/intro/intro');

    expect(await screen.findByRole('heading', { name: '강서리그를 소개합니다' })).toBeInTheDocument();
    expect(screen.getByText('토요일').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(expect.arrayContaining(['1부', '2부']));
    expect(screen.queryByText('등록된 소개가 없습니다.')).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(INTRO);
  });

  it('shows the regulations under their own address', async () => {
    serve({ [REGULATION]: text('regulation', '<ol><li>경기는 7이닝입니다.</li></ol>') });
    renderLeague('/league/gangseo/info/intro/regulation');
    expect(await screen.findByText('경기는 7이닝입니다.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '강서리그 리그 규정' })).toBeInTheDocument();
  });

  it('keeps the empty-state messages while nothing is written', async () => {
    serve({ [INTRO]: text('intro', ''), [REGULATION]: text('regulation', '<p><br></p>') });
    renderLeague('/league/gangseo/info/intro/intro');
    expect(await screen.findByText('등록된 소개가 없습니다.')).toBeInTheDocument();
  });

  it('keeps the regulations empty state for an editor leftover', async () => {
    serve({ [REGULATION]: text('regulation', '<p><br></p>') });
    renderLeague('/league/gangseo/info/intro/regulation');
    expect(await screen.findByText('등록된 규정이 없습니다.')).toBeInTheDocument();
  });

  it('says so in Korean when the text cannot be read', async () => {
    serve({ [INTRO]: fail(500, '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.') });
    renderLeague('/league/gangseo/info/intro/intro');
    expect(await screen.findByText('리그 소개 글을 불러오지 못했습니다')).toBeInTheDocument();
  });
});

describe('isBlankHtml', () => {
  it.each([
    ['', true],
    ['<p><br></p>', true],
    ['<p>&nbsp; </p>', true],
    ['<p>소개</p>', false],
    ['<p><img src="/upload/board/a.png" alt=""></p>', false],
  ])('%s -> %s', (html, blank) => {
    expect(isBlankHtml(html)).toBe(blank);
  });
});
