export { FindPasswordPage } from './components/find-password-page';
