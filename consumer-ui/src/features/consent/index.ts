export { ConsentPage } from './components/consent-page';
