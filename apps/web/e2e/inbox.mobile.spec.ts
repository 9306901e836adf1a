import { testInboxJourney } from './support/inbox-journey';

// The same journey as at 1440 px, on a 375 px phone, with a message of its own: both run on one shop.
testInboxJourney('phone');
