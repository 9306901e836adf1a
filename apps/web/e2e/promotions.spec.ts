import { testPromotionsJourney } from './support/promotions-journey';

// Promotions, refunds and returns at 1440 px (the same steps on a phone: promotions.mobile.spec.ts).
testPromotionsJourney('TEA10');
