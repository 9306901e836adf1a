/**
 * A customer's own order delete dialog (My Orders): it keeps the original's title, and says what
 * deleting does in one sentence, with buttons that name the choice (docs/product.md, departure 30).
 * Manage All Orders keeps the original's words (`orderDialog` in ../messages.ts).
 */
export const customerDeleteDialog = {
  unpaid: 'You are deleting an order you have not paid: it is cancelled, and its teas go back on the shelf.',
  ended:
    'You are deleting an order that has ended: it leaves your list of orders, and the shop keeps it for its books.',
  keep: 'Keep order',
  delete: 'Delete order',
} as const;
