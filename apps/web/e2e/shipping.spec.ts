import { testShippingJourney } from './support/shipping-journey';

testShippingJourney({ code: 'DE', name: 'Germany', city: 'Berlin', postalCode: '10115' });
