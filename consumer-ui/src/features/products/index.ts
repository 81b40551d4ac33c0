export { chooseProduct, getProducts, type Product } from './api/products';
export { BusinessRegistrationDialog } from './components/business-dialog';
export { ProductList } from './components/product-list';
