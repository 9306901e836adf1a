import { testShippingJourney } from './support/shipping-journey';

testShippingJourney({ code: 'AT', name: 'Austria', city: 'Wien', postalCode: '1010' });
