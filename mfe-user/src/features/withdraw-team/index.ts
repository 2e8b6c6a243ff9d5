export { WithdrawTeamPage } from './components/withdraw-team-page';
