/**
 * Every user-facing string that docs/product.md quotes, spelled once. Both the web app and the server import
 * these, so a form error and the server's 400 for the same rule always say the same words.
 */
export const BRAND = 'TeaTree';

export const fieldMessages = {
  emailRequired: 'Please Enter You Email',
  emailInvalid: 'Enter a valid Email',
  passwordRequired: 'Please Enter You Password',
  passwordWeak: 'Password must contain one special character and one number',
  nameRequired: 'Please Enter You Name',
  forgotPasswordEmail: 'please enter your email address',
} as const;

export const toasts = {
  productAdded: 'Successfully added new product',
  productFailed: 'Failed to add product',
  purchaseOk: 'Purchase Successful',
  purchaseFailed: 'Something wrong. Try Again',
  contactOk: 'Email sent successfully',
  contactFailed: 'Could not sent Email, Try again',
  welcome: `Welcome to ${BRAND}`,
  resetSent: 'Sent email',
  booked: 'Thank you for booking',
  reviewOk: 'Thank you for your feedback',
  reviewFailed: 'Can not add review',
  madeAdmin: 'Successfully made an admin',
  makeAdminFailed: 'Failed to Make an admin',
  orderDeleted: (name: string) => `Order ${name} is deleted`,
  noUser: 'No user is logged in',
} as const;

/** The payment page (docs/product.md, "Screens and routes", Payment). */
export const paymentText = {
  hello: (user: string) => `Hello ${user}`,
  payingFor: (product: string) => `Make payment for ${product}`,
  thanks: 'Thank you for shopping',
  pleasePay: (price: string) => `Please Pay $${price}`,
  completed: 'Your payment is completed',
  transactionId: (id: string) => `Your transaction ID: ${id}`,
  stripeLoadFailed: 'Failed to Load Stripe.js',
  stripeUnavailable: 'Stripe.js not available',
} as const;

/** The order delete dialog (docs/product.md, "Screens and routes", Manage all orders). */
export const orderDialog = {
  title: 'Confirm delete product:',
  body: 'You are deleting a order from your orders. Are you sure you want to cancel this order?',
} as const;
