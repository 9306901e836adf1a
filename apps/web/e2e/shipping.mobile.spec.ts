import { testShippingJourney } from './support/shipping-journey';

// The same journey as at 1440 px, on a 375 px phone: it runs on the second shop, whose zones are its own.
testShippingJourney({ code: 'DE', name: 'Germany', city: 'Berlin', postalCode: '10115' });
