import { testInboxJourney } from './support/inbox-journey';

testInboxJourney('desk');
