export { WithdrawPage } from './components/withdraw-page';
export { WithdrawResultPage } from './components/withdraw-result-page';
