-- Finding a sold line by part of a serial number reads the serials' trigram index instead of every
-- serial of ten years.
CREATE INDEX IF NOT EXISTS "serials_sl_no_trgm_idx" ON "serials" USING gin ("sl_no" gin_trgm_ops);
