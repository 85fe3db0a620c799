-- Serial numbers are unique within a model regardless of letter case (ABC-1 and abc-1 are one serial).
-- The stock module (stock/serials.ts, the only writer of serials) refuses such a twin with a message
-- naming it; this index holds the rule for two saves racing.
--
-- A database may already hold twins that differ only by case. None is deleted or renamed: the
-- oldest of each group (smallest id) is in the index, the younger twins are left out of it by id, so
-- no new serial can join any group while every saved one stays as it was. Where there are no twins
-- the index covers every row.
DO $$
DECLARE
  twins int[];
BEGIN
  SELECT coalesce(array_agg(id ORDER BY id), '{}')
    INTO twins
    FROM (SELECT id, row_number() OVER (PARTITION BY model_id, lower(sl_no) ORDER BY id) AS n FROM serials) s
   WHERE n > 1;
  IF cardinality(twins) = 0 THEN
    CREATE UNIQUE INDEX IF NOT EXISTS serials_model_sl_no_ci_key ON serials (model_id, lower(sl_no));
  ELSE
    RAISE NOTICE 'serials: % saved serial(s) differ from an older one of their model only by letter case; they are kept as they are', cardinality(twins);
    EXECUTE format('CREATE UNIQUE INDEX IF NOT EXISTS serials_model_sl_no_ci_key ON serials (model_id, lower(sl_no)) WHERE id <> ALL (%L::int[])', twins);
    -- the lookup by lower(sl_no) that the partial index cannot serve
    CREATE INDEX IF NOT EXISTS serials_model_sl_no_lower_idx ON serials (model_id, lower(sl_no));
  END IF;
END $$;
