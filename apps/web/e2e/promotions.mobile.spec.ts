import { testPromotionsJourney } from './support/promotions-journey';

// The same journey as at 1440 px, on a 375 px phone, with a code of its own: both run on one shop.
testPromotionsJourney('TEA10PHONE');
