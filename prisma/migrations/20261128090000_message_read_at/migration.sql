-- When the clinic opened an alert, where the channel tells us (WhatsApp's
-- "read" status webhook; e-mail gives no such receipt). A fact of its own: the
-- status stays 'delivered' (SPEC's four statuses), and the request's state
-- (lib/request-state) says "read" from this column.
ALTER TABLE "messages" ADD COLUMN "read_at" TIMESTAMP(3);
