import { Link } from 'react-router-dom';
import { Block } from '../../../shared/components/block';
import { QueryView } from '../../../shared/components/query-view';
import { useLeague } from '../../../shared/league/league-context';
import { useRecentGallery } from '../api/get-recent-gallery';
import { useRecentNormalPosts } from '../api/get-recent-normal-posts';
import { useRecentNotices } from '../api/get-recent-notices';
import { GalleryCarousel } from './gallery-carousel';
import { LeaderBoards } from './leader-boards';
import { NoticeList, RecentPostList } from './recent-posts';

const NO_POSTS = '등록된 게시글이 없습니다.';

/** The lower half of the league home: top-5 boards, gallery, recent posts and notices. */
export default function HomeMore() {
  const { path, paths } = useLeague();
  const gallery = useRecentGallery(path);
  const notices = useRecentNotices(path);
  const posts = useRecentNormalPosts(path);
  return (
    <>
      <Block title="부문별 순위 TOP 5" tools={<Link to={paths.rank('batter')}>기록실</Link>}>
        <LeaderBoards />
      </Block>
      <Block title="갤러리">
        <QueryView query={gallery} empty={NO_POSTS} lines={4}>
          {(items) => <GalleryCarousel path={path} posts={items} />}
        </QueryView>
      </Block>
      <div className="lp-home__posts">
        <Block title="최근 게시글">
          <QueryView query={posts} empty={NO_POSTS}>
            {(items) => <RecentPostList path={path} posts={items} />}
          </QueryView>
        </Block>
        <Block title="공지사항">
          <QueryView query={notices} empty={NO_POSTS}>
            {(items) => <NoticeList path={path} posts={items} />}
          </QueryView>
        </Block>
      </div>
    </>
  );
}
