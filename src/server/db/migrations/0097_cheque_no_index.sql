-- Issue 42, item 14: finding a cheque by its number. The search compares the number with its spaces,
-- hyphens and case taken out (ledger/cheques.ts CHEQUE_NO_KEY); this index answers the number typed
-- whole or from its start without reading every cheque.
CREATE INDEX IF NOT EXISTS "cheques_no_key" ON "cheques" ((regexp_replace(lower("chq_no"), '[^a-z0-9]', '', 'g')) text_pattern_ops);
