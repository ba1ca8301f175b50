export { refreshFirstOrderOffer, selectOfferFor, useFirstOrderOffer } from './first-order-offer.ts';
