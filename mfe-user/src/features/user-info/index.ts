export { UserInfoPage } from './components/user-info-page';
