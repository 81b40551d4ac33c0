export { MerchantForm } from './components/merchant-form';
