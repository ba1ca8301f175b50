-- Trigram matching for typo-tolerant product search (available in PGlite and in PostgreSQL contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
