export { AgreementListPage } from './components/agreement-list-page';
export { AgreementItemPage } from './components/agreement-item-page';
export { AgreementSignPage } from './components/agreement-sign-page';
