import { testCustomerMailJourney } from './support/customer-mail-journey';

// The same journey as at 1440 px, on a 375 px phone, with a tea and addresses of its own: both run on one shop.
testCustomerMailJourney('phone');
