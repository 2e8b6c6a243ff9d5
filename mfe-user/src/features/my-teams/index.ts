export { MyLeaguePage } from './components/my-league-page';
