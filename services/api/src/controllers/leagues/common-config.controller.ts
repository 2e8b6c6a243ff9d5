import { Header } from '@nestjs/common';
import type { CommonConfig } from '@dugout/contracts';
import { commonConfig } from '../../services/leagues/common-config';
import { ApiController, Route } from '../route-decorators';

/** GET /api/common/config (spec section 7, League): the same for everyone, so browsers and proxies may keep it an hour. */
@ApiController('common', 'common')
export class CommonConfigController {
  @Route('GET config', '관리 화면의 공통 설정 (리그 기록 설정 기본값, 순위 결정 기준, 게시판 상수)', Header('Cache-Control', 'public, max-age=3600'))
  config(): CommonConfig {
    return commonConfig();
  }
}
