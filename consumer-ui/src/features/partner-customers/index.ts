export { CustomersReport } from './components/customers-report';
