import { testSizesJourney } from './support/sizes-journey';

testSizesJourney();
