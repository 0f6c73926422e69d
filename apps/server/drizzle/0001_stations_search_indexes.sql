-- Trigram indexes for the back-office searches (ILIKE '%q%') on stations, lockers and spaces.
-- pg_trgm ships with PostgreSQL's contrib; the embedded PGlite build does not load it, so the
-- extension and its indexes are created only where available (small embedded data sets scan fast).
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm unavailable: back-office searches use sequential scans';
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS stations_reference_trgm_idx ON stations USING gin (reference gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS lockers_reference_trgm_idx ON lockers USING gin (reference gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS espaces_nom_trgm_idx ON espaces USING gin (nom gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS espaces_ville_trgm_idx ON espaces USING gin (ville gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS clients_company_trgm_idx ON clients USING gin (company_name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS clients_full_name_trgm_idx ON clients USING gin (full_name gin_trgm_ops);
  END IF;
END $$;
