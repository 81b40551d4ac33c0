export { getOffers, handOff, type Offer } from './api/offers';
export { LenderPage } from './components/lender-page';
export { OffersList } from './components/offers-list';
export { WelcomeBack } from './components/welcome-back';
