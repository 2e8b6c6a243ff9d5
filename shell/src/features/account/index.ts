export { AccountMenu } from './components/account-menu';
