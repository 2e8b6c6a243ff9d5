export { JoinTeamPage } from './components/join-team-page';
