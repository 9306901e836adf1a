export * from './auth.ts';
export * from './contact.ts';
export * from './mail.ts';
export * from './media.ts';
export * from './orders.ts';
export * from './products.ts';
export * from './reviews.ts';
export * from './settings.ts';
