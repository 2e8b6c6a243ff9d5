export { PolicyPage } from './components/policy-page';
