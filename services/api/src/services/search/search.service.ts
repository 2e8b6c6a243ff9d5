import { Injectable } from '@nestjs/common';
import { searchKey, type SearchQuery, type SearchResults } from '@dugout/contracts';
import { SearchQueries } from '../../repositories/search/search.queries';

/** The top bar's search: players, teams and league sites whose name contains the query. */
@Injectable()
export class SearchService {
  constructor(private readonly queries: SearchQueries) {}

  async search({ q, limit }: SearchQuery): Promise<SearchResults> {
    const key = searchKey(q);
    const [players, teams, leagues] = await Promise.all([
      this.queries.players(key, limit),
      this.queries.teams(key, limit),
      this.queries.leagues(key, limit),
    ]);
    return { query: q.trim(), players, teams, leagues };
  }
}
