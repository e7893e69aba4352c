-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development).
-- Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

CREATE DATABASE "<test database>";

CREATE TABLE "migrations" ("id" SERIAL NOT NULL, "timestamp" bigint NOT NULL, "name" character varying NOT NULL, CONSTRAINT "migrations_pkey" PRIMARY KEY ("id"));

INSERT INTO "migrations"("timestamp", "name") VALUES ($1, …);

SELECT * FROM "information_schema"."tables" WHERE "table_schema" = $1 AND "table_name" = $2;

SELECT * FROM "migrations" "migrations" ORDER BY "id" DESC;

SELECT * FROM current_schema();

SELECT 1 FROM pg_database WHERE datname = $1;

SELECT pg_advisory_lock($1);

SELECT pg_advisory_unlock($1);

SELECT pg_advisory_xact_lock(hashtextextended($1 || ':' || $2, 0));

SELECT pg_current_wal_lsn()::text AS lsn;

SELECT pg_is_in_recovery() AS recovering, pg_last_wal_replay_lsn()::text AS replayed, CASE WHEN pg_is_in_recovery() THEN pg_is_wal_replay_paused() ELSE false END AS paused, (extract(epoch FROM now() - pg_last_xact_replay_timestamp()) * 1000)::float8 AS replay_age_ms;

SELECT version();

