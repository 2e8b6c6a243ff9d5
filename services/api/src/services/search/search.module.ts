import { Module } from '@nestjs/common';
import { SearchIndexService } from './search-index.service';
import { SearchRepository } from '../../repositories/search/search.repository';
import { SearchService } from './search.service';

/** The top bar's search and its name index (search_name, search_gram; docs/search.md). */
@Module({
  providers: [SearchRepository, SearchService, SearchIndexService],
  exports: [SearchIndexService, SearchService],
})
export class SearchModule {}
