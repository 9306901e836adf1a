-- The order a cart's lines were put in, among lines added at one time (`added_at` ties): the embedded
-- database's clock counts milliseconds, and a cart merged at sign-in writes several lines within one,
-- which then came back sorted by the teas' ids. A number that only grows breaks the tie; lines already
-- in carts are numbered as they lie, and keep their order by `added_at`.
ALTER TABLE "cart_items" ADD COLUMN "position" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "cart_items_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);