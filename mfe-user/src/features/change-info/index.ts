export { ChangeInfoPage } from './components/change-info-page';
