import { testJourneys } from './support/journeys';

testJourneys();
