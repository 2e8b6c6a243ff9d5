import { BoardsRepository } from '../../repositories/boards/boards.repository';
import type { DataSource } from 'typeorm';
import { previewTextOf, sanitizePostHtml } from '../../services/boards/post-html';
import { rawInstant, rawNumber, type Row } from '../../common/sql/raw-values';
import type { FilesService, StoredFile } from '../../services/files/files.service';
import { DEMO_MAINS } from '../demo-data';
import type { DemoMainDefinition } from '../demo-data/demo-catalog';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { renderDemoPhoto, type DemoPhoto } from './demo-board-images';


/** Who writes: the demo accounts by role, resolved per main (README, "Demo accounts"). */
type Author = 'head' | 'scorer' | 'team' | 'member';

interface DemoComment {
  author: Author;
  content: string;
  /** Hours after the post. */
  after: number;
}

interface DemoPost {
  board: 'notice' | 'gallery' | 'free';
  author: Author;
  title: string;
  html: string;
  isNotice?: boolean;
  /** Where in the season the post was written: 0 before the first game, 1 the last day so far. */
  at: number;
  photos?: (DemoPhoto & { fileName: string })[];
  comments?: DemoComment[];
}

/**
 * The general board the demo adds beside the fixed notice and gallery boards: members write there,
 * so it takes no files (attachments need a board only league managers write on, spec section 5).
 */
export const DEMO_FREE_BOARD = { label: 'free', name: '자유게시판', type: 1 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The posts of one demo main; the main's own name, fields and code make each league's boards its own. */
function demoPosts(main: DemoMainDefinition): DemoPost[] {
  const [home, second, third] = main.grounds;
  const code = main.leaguePath.toUpperCase();
  const year = 2026;
  const photo = (scene: DemoPhoto['scene'], label: string, variant: number, fileName: string) => ({
    scene,
    caption: `${code} BASEBALL LEAGUE  ${year}  ${label}`,
    variant,
    fileName,
  });
  return [
    {
      board: 'notice',
      author: 'head',
      isNotice: true,
      at: 0,
      title: `${year} 시즌 개막 안내`,
      html: `<p>${main.mainName} ${year} 시즌이 곧 개막합니다. 올해도 모든 팀이 부상 없이 즐거운 시즌을 보내기를 바랍니다.</p>
<h3>개막 일정</h3>
<ul><li>개막전: 첫 주 토요일 오전 8시, ${home}</li><li>경기 시간: 1경기 08:00 / 2경기 10:30 / 3경기 13:00</li><li>경기 방식: 7이닝, 110분 이후 새 이닝 없음</li></ul>
<p>각 팀은 경기 시작 30분 전까지 도착해 라인업을 기록원에게 제출해 주세요. 일정표는 리그 홈의 <strong>일정</strong> 메뉴에서 확인할 수 있습니다.</p>`,
      comments: [
        { author: 'team', content: '올해도 잘 부탁드립니다! 개막전 기대됩니다.', after: 5 },
        { author: 'member', content: '첫 경기 구장 주차 가능한가요?', after: 20 },
        { author: 'head', content: '구장 옆 공영주차장을 이용하시면 됩니다.', after: 22 },
      ],
    },
    {
      board: 'notice',
      author: 'head',
      isNotice: true,
      at: 0.02,
      title: '우천 취소 및 순연 규정 안내',
      html: `<p>비 예보가 있는 날의 경기 진행 기준을 안내드립니다.</p>
<ol><li>경기 취소 여부는 <strong>경기 시작 3시간 전</strong>까지 이 게시판과 단체 채팅방으로 알립니다.</li><li>경기 중 비로 중단된 경우 30분을 기다린 뒤 재개 여부를 정합니다.</li><li>4회를 마친 뒤 중단되면 강우콜드로 경기가 성립하고, 그 전이면 노게임으로 순연합니다.</li><li>순연 경기는 시즌 후반 예비일에 편성합니다.</li></ol>
<p>구장 사정으로 취소되는 경우에도 같은 기준을 따릅니다.</p>`,
    },
    {
      board: 'notice',
      author: 'scorer',
      at: 0.08,
      title: '경기 기록 정정 요청 방법',
      html: `<p>경기 기록(타격, 투구, 실책)에 잘못된 부분이 있으면 아래 방법으로 요청해 주세요.</p>
<ul><li>요청 기한: 경기 다음 날부터 <strong>48시간 이내</strong></li><li>요청하는 사람: 각 팀 관리자</li><li>내용: 경기 날짜, 이닝, 선수 이름, 정정할 내용과 근거(기록지 사진 등)</li></ul>
<p>기록원이 확인한 뒤 반영하며, 반영되면 선수 기록과 순위에 바로 나타납니다. 기한이 지난 요청은 받지 않습니다.</p>`,
      comments: [{ author: 'team', content: '지난 경기 2루타가 안타로 들어갔는데 팀 관리자 메일로 보내면 될까요?', after: 30 }],
    },
    {
      board: 'notice',
      author: 'head',
      at: 0.05,
      title: '구장 이용 수칙 (필독)',
      html: `<p>${home}, ${second}, ${third}는 모두 공공 체육시설입니다. 다음 수칙을 꼭 지켜 주세요.</p>
<ul><li>구장과 더그아웃 안에서는 금연입니다.</li><li>메탈 스파이크는 사용할 수 없습니다.</li><li>경기가 끝나면 더그아웃의 쓰레기는 각 팀이 가져갑니다.</li><li>앞 경기가 끝나기 전에는 그라운드에 들어가지 않습니다.</li></ul>
<p>수칙을 어긴 팀은 리그 규정에 따라 경고를 받을 수 있습니다.</p>`,
    },
    {
      board: 'notice',
      author: 'head',
      at: 0.35,
      title: '선수 추가 등록 마감 안내',
      html: `<p>시즌 중 선수 추가 등록은 <strong>전반기 마지막 경기일</strong>까지 받습니다. 마감 뒤 등록한 선수는 후반기 경기에 나설 수 없습니다.</p>
<p>등록은 팀 관리자가 팀 페이지에서 신청하며, 리그 관리자가 승인하면 완료됩니다.</p>`,
    },
    {
      board: 'notice',
      author: 'scorer',
      at: 0.6,
      title: '후반기 일정 일부 변경 안내',
      html: `<p>구장 보수 공사로 ${second} 경기 일부가 ${third}로 옮겨졌습니다. 바뀐 일정은 일정 메뉴에 반영되어 있습니다.</p>`,
    },
    {
      board: 'gallery',
      author: 'head',
      at: 0.01,
      title: '개막전 현장 사진',
      html: `<p>${home}에서 열린 개막전 모습입니다. 날씨가 좋아서 다행이었습니다.</p>`,
      photos: [photo('morning', 'OPENING DAY', 1, '개막전_1.jpg'), photo('day', 'OPENING DAY', 2, '개막전_2.jpg')],
      comments: [
        { author: 'member', content: '사진 잘 나왔네요!', after: 3 },
        { author: 'team', content: '우리 팀도 찍혔네요 ㅎㅎ', after: 8 },
      ],
    },
    {
      board: 'gallery',
      author: 'scorer',
      at: 0.22,
      title: '주말 경기 스케치',
      html: '<p>토요일 2경기 중 한 장면입니다. 다들 수고 많으셨습니다.</p>',
      photos: [photo('day', 'WEEKEND GAME', 3, '주말경기.jpg')],
    },
    {
      board: 'gallery',
      author: 'scorer',
      at: 0.45,
      title: '첫 야간 경기',
      html: `<p>올 시즌 처음으로 조명을 켜고 치른 경기였습니다. ${third} 조명이 생각보다 밝네요.</p>`,
      photos: [photo('night', 'NIGHT GAME', 4, '야간경기_1.jpg'), photo('night', 'NIGHT GAME', 5, '야간경기_2.jpg')],
      comments: [{ author: 'member', content: '야간 경기 분위기 정말 좋네요.', after: 12 }],
    },
    {
      board: 'gallery',
      author: 'head',
      at: 0.7,
      title: '노을 지는 구장',
      html: '<p>마지막 경기 끝나고 찍은 사진입니다.</p>',
      photos: [photo('sunset', 'SUNSET', 6, '노을.jpg')],
    },
    {
      board: 'gallery',
      author: 'head',
      at: 0.95,
      title: '가을 시즌 마무리',
      html: '<p>한 시즌 동안 함께해 주신 모든 선수 여러분 감사합니다.</p>',
      photos: [photo('autumn', 'SEASON FINALE', 7, '시즌마무리.jpg')],
      comments: [{ author: 'team', content: '내년에도 함께해요!', after: 6 }],
    },
    {
      board: 'free',
      author: 'team',
      at: 0.12,
      title: '토요일 오전 연습경기 상대 구합니다',
      html: `<p>이번 주 토요일 오전 7시, ${second}에서 연습경기 하실 팀 구합니다. 구장 비용은 반반 부담입니다.</p>`,
      comments: [
        { author: 'member', content: '저희 팀 가능할 것 같습니다. 연락드릴게요.', after: 2 },
        { author: 'team', content: '네 감사합니다!', after: 3 },
      ],
    },
    {
      board: 'free',
      author: 'member',
      at: 0.3,
      title: '구장 근처 주차 팁 공유',
      html: `<p>${home}은 주말 아침 8시 전에 가야 주차가 편합니다. 늦으면 한강공원 주차장을 이용하세요.</p>`,
      comments: [{ author: 'scorer', content: '좋은 정보 감사합니다.', after: 4 }],
    },
    {
      board: 'free',
      author: 'member',
      at: 0.5,
      title: '중고 글러브 팝니다 (내야용)',
      html: '<p>한 시즌 쓴 내야 글러브입니다. 상태 좋습니다. 관심 있으신 분 댓글 주세요.</p>',
      comments: [
        { author: 'team', content: '사이즈가 몇 인치인가요?', after: 6 },
        { author: 'member', content: '11.5인치입니다.', after: 7 },
      ],
    },
    {
      board: 'free',
      author: 'scorer',
      at: 0.8,
      title: '이번 주 경기 정말 명승부였네요',
      html: '<p>7회 말 끝내기 안타까지, 기록하면서도 손에 땀을 쥐었습니다. 양 팀 모두 수고하셨습니다.</p>',
      comments: [
        { author: 'head', content: '올 시즌 최고의 경기였습니다.', after: 1 },
        { author: 'member', content: '현장에서 봤는데 정말 재밌었어요.', after: 5 },
        { author: 'team', content: '다음 경기도 기대됩니다.', after: 9 },
      ],
    },
  ];
}

export interface DemoBoardsResult {
  posts: number;
  comments: number;
  files: number;
}

/**
 * Fills the demo mains' boards: notices (some pinned), gallery posts whose photos are drawn here
 * with sharp and stored through FilesService.upload (display size and thumbnail, as a manager's
 * upload), and a free board with posts and comments, all by the demo accounts and dated over the
 * active season. Runs only where the demo accounts exist; a board that already has posts is left
 * as it is, so running it again adds nothing.
 */
export async function seedDemoBoards(dataSource: DataSource, repository: BoardsRepository, files: FilesService, now = Date.now()): Promise<DemoBoardsResult> {
  const total: DemoBoardsResult = { posts: 0, comments: 0, files: 0 };
  for (const main of DEMO_MAINS) {
    const [row]: Row[] = await dataSource.query('SELECT main_id FROM league_main WHERE league_path = ?', [main.leaguePath]);
    if (!row) continue;
    const authors = await authorsOf(dataSource, main.leaguePath);
    if (!authors) continue;
    const result = await seedMain(dataSource, repository, files, main, rawNumber(row['main_id']), authors, now);
    total.posts += result.posts;
    total.comments += result.comments;
    total.files += result.files;
  }
  return total;
}

async function authorsOf(dataSource: DataSource, leaguePath: string): Promise<Record<Author, number> | null> {
  const emailOf = (author: Author): string | undefined =>
    DEMO_ACCOUNTS.find(({ role }) => {
      if (author === 'member') return role.kind === 'member';
      if (author === 'team') return role.kind === 'team';
      return role.kind === 'league' && role.leaguePath === leaguePath && role.grade === (author === 'head' ? 1 : 5);
    })?.email;
  const authors: Partial<Record<Author, number>> = {};
  for (const author of ['head', 'scorer', 'team', 'member'] as const) {
    const email = emailOf(author);
    const [user]: Row[] = email ? await dataSource.query('SELECT user_id FROM user WHERE email = ?', [email]) : [];
    if (!user) return null;
    authors[author] = rawNumber(user['user_id']);
  }
  return authors as Record<Author, number>;
}

/** The first and last day the posts may fall on: two weeks before the first game to the last game played (never today or later). */
async function seasonSpan(dataSource: DataSource, mainId: number, now: number): Promise<{ from: number; to: number }> {
  const [row]: Row[] = await dataSource.query(
    `SELECT MIN(s.schedule_time) AS first_game, MAX(CASE WHEN s.schedule_time < ? THEN s.schedule_time END) AS last_game
       FROM schedule s JOIN league l ON l.league_id = s.league_id JOIN season se ON se.season_id = l.season_id
      WHERE se.main_id = ? AND se.active = 1`,
    [sqlDateTime(now), mainId],
  );
  const yesterday = now - DAY_MS;
  const first = row?.['first_game'] ? rawInstant(row['first_game']) - 14 * DAY_MS : yesterday - 180 * DAY_MS;
  const last = row?.['last_game'] ? rawInstant(row['last_game']) : yesterday;
  const to = Math.min(last, yesterday);
  return { from: Math.min(first, to - 30 * DAY_MS), to };
}

async function seedMain(
  dataSource: DataSource,
  repository: BoardsRepository,
  files: FilesService,
  main: DemoMainDefinition,
  mainId: number,
  authors: Record<Author, number>,
  now: number,
): Promise<DemoBoardsResult> {
  const boardIds = await ensureBoards(dataSource, repository, mainId, authors.head);
  const empty = new Set<DemoPost['board']>();
  for (const [label, boardId] of Object.entries(boardIds) as [DemoPost['board'], number][]) {
    const [{ posts }]: Row[] = await dataSource.query('SELECT COUNT(*) AS posts FROM post WHERE board_id = ?', [boardId]);
    if (rawNumber(posts) === 0) empty.add(label);
  }
  const span = await seasonSpan(dataSource, mainId, now);
  const posts = demoPosts(main)
    .filter((post) => empty.has(post.board))
    .map((post, index) => ({ post, createdAt: dayOf(span.from + post.at * (span.to - span.from)) + (index % 12) * HOUR_MS }))
    .sort((a, b) => a.createdAt - b.createdAt);
  if (posts.length === 0) return { posts: 0, comments: 0, files: 0 };

  // The photos are stored first, as a manager's upload; when the rows cannot be written they are removed again.
  const stored = new Map<DemoPost, StoredFile[]>();
  try {
    for (const { post } of posts) {
      if (!post.photos?.length) continue;
      const photos = await Promise.all(post.photos.map(async (photo) => ({ originalName: photo.fileName, data: await renderDemoPhoto(photo) })));
      stored.set(post, await files.upload(photos, { folder: 'board', maxFiles: photos.length, imagesOnly: true }));
    }
    let comments = 0;
    await dataSource.transaction(async (manager) => {
      for (const { post, createdAt } of posts) {
        const html = sanitizePostHtml(post.html);
        const postId = await repository.insertPost(
          manager,
          boardIds[post.board],
          authors[post.author],
          { title: post.title, contentHtml: html, previewText: previewTextOf(html), isNotice: Boolean(post.isNotice) },
          { createdAt: sqlDateTime(createdAt), viewCount: 12 + Math.round(post.at * 80) + post.title.length },
        );
        await repository.insertAttachments(manager, postId, stored.get(post) ?? [], sqlDateTime(createdAt));
        for (const comment of post.comments ?? []) {
          const at = Math.min(createdAt + comment.after * HOUR_MS, now - HOUR_MS);
          await repository.insertComment(manager, postId, authors[comment.author], comment.content, sqlDateTime(at));
          comments += 1;
        }
      }
    });
    const fileCount = [...stored.values()].reduce((sum, list) => sum + list.length, 0);
    return { posts: posts.length, comments, files: fileCount };
  } catch (error) {
    await files.remove([...stored.values()].flat().flatMap((file) => (file.thumbnailKey ? [file.key, file.thumbnailKey] : [file.key])));
    throw error;
  }
}

/** The fixed notice and gallery boards (made with the main) and the demo's free board, by label. */
async function ensureBoards(dataSource: DataSource, repository: BoardsRepository, mainId: number, registerId: number): Promise<Record<DemoPost['board'], number>> {
  const existing: Row[] = await dataSource.query(
    'SELECT board_id FROM board WHERE main_id = ? AND board_label = ?',
    [mainId, DEMO_FREE_BOARD.label],
  );
  if (existing.length === 0) {
    await repository.insertPlainBoard(mainId, DEMO_FREE_BOARD, registerId);
  }
  const rows: Row[] = await dataSource.query("SELECT board_id, board_label FROM board WHERE main_id = ? AND board_label IN ('notice', 'gallery', ?)", [
    mainId,
    DEMO_FREE_BOARD.label,
  ]);
  const ids = new Map(rows.map((row) => [String(row['board_label']), rawNumber(row['board_id'])]));
  const notice = ids.get('notice');
  const gallery = ids.get('gallery');
  const free = ids.get(DEMO_FREE_BOARD.label);
  if (!notice || !gallery || !free) throw new Error(`리그 ${mainId}에 공지사항이나 갤러리 게시판이 없어 데모 글을 올릴 수 없습니다.`);
  return { notice, gallery, free };
}

/** 09:00 Korean time (midnight UTC) of the instant's day: posts are then written between 09:00 and 20:00. */
function dayOf(instant: number): number {
  return Math.floor(instant / DAY_MS) * DAY_MS;
}

/** DATETIME columns hold UTC ('YYYY-MM-DD HH:mm:ss'), read back by rawInstant. */
function sqlDateTime(instant: number): string {
  return new Date(instant).toISOString().slice(0, 19).replace('T', ' ');
}
