import { test } from './support/fixtures';
import { testJourneys } from './support/journeys';

// Pinned here too, so the file walks a phone even when the desktop project runs it.
test.use({ viewport: { width: 375, height: 812 } });

testJourneys('on a phone, ');
