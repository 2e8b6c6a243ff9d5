import { Injectable } from '@nestjs/common';
import { searchKey, type SearchQuery, type SearchResults } from '@dugout/contracts';
import { SearchRepository } from '../../repositories/search/search.repository';

/** The top bar's search: players, teams and league sites whose name contains the query. */
@Injectable()
export class SearchService {
  constructor(private readonly repository: SearchRepository) {}

  async search({ q, limit }: SearchQuery): Promise<SearchResults> {
    const key = searchKey(q);
    const [players, teams, leagues] = await Promise.all([
      this.repository.players(key, limit),
      this.repository.teams(key, limit),
      this.repository.leagues(key, limit),
    ]);
    return { query: q.trim(), players, teams, leagues };
  }
}
