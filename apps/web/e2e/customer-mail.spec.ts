import { testCustomerMailJourney } from './support/customer-mail-journey';

testCustomerMailJourney('desk');
