import { ApiQuery } from '@nestjs/swagger';
import { searchQuerySchema, SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, type SearchQuery, type SearchResults } from '@dugout/contracts';
import { SearchService } from '../../services/search/search.service';
import { ApiController, Route, ValidQuery } from '../route-decorators';

const TEXT_QUERY = { name: 'q', description: '검색어 (공백 제외 1자 이상, 50자까지)' } as const;
const LIMIT_QUERY = { name: 'limit', required: false, description: `종류마다 최대 개수 (기본 ${SEARCH_LIMIT_DEFAULT}, 최대 ${SEARCH_LIMIT_MAX})` } as const;

/** Public: names of players, teams and league sites are shown on the public league pages too. */
@ApiController('search', 'search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Route('GET', '선수·팀·리그 이름 검색 (이름의 일부, 종류마다 limit개까지)', ApiQuery(TEXT_QUERY), ApiQuery(LIMIT_QUERY))
  find(@ValidQuery(searchQuerySchema) query: SearchQuery): Promise<SearchResults> {
    return this.search.search(query);
  }
}
