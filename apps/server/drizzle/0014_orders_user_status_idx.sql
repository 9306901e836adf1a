-- A customer's counts from the index alone: the total beside a page of their orders (all but the
-- deleted) and the unpaid and recent orders that the limits on placing an order count. Without it,
-- both counts visited every one of the customer's orders in the table.
CREATE INDEX "orders_user_status_idx" ON "orders" USING btree ("user_id","status","created_at");
