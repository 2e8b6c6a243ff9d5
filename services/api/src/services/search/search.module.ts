import { Module } from '@nestjs/common';
import { SearchIndexService } from './search-index.service';
import { SearchQueries } from '../../repositories/search/search.queries';
import { SearchService } from './search.service';

/** The top bar's search and its name index (search_name, search_gram; docs/search.md). */
@Module({
  providers: [SearchQueries, SearchService, SearchIndexService],
  exports: [SearchIndexService, SearchService],
})
export class SearchModule {}
