export { MakeTeamPage } from './components/make-team-page';
export { MakeTeamResultPage } from './components/make-team-result-page';
