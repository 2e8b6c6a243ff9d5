export { SearchDialog } from './components/search-dialog';
