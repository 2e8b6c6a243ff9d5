export { ChangePasswordPage } from './components/change-password-page';
