import { Module } from '@nestjs/common';
import { SearchIndexService } from './search-index.service';
import { SearchController } from './search.controller';
import { SearchQueries } from '../repositories/search/search.queries';
import { SearchService } from './search.service';

/** The top bar's search and its name index (search_name, search_gram; docs/search.md). */
@Module({
  controllers: [SearchController],
  providers: [SearchQueries, SearchService, SearchIndexService],
  exports: [SearchIndexService],
})
export class SearchModule {}
