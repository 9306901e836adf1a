import { testGuestJourney } from './support/guest-journey';

testGuestJourney();
