import { testCartJourney } from './support/cart-journey';

testCartJourney();
