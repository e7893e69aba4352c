import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail (docs/security.md, "Audit trail"): append-only entries of who read or changed whose data, each
 * sealed by its MAC when it is written, then chained per company (seq, prev_hash, hash) by the chainer after it
 * commits. `audit_chain_heads` holds each company's last seq and hash (its row lock orders the chaining);
 * `audit_chain_anchors` what the retention purge removed, so the rest still verifies. The database refuses UPDATE,
 * DELETE and TRUNCATE on the entries, except giving an unchained entry its place in the chain (nothing else of it
 * changes) and a DELETE in a transaction that set `personnel.audit_purge` (the purge).
 */
export class AuditEvents1763700000170 implements MigrationInterface {
  name = 'AuditEvents1763700000170';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_events (
        company_id text NOT NULL,
        id text NOT NULL,
        seq bigint,
        occurred_at timestamptz NOT NULL,
        action text NOT NULL,
        outcome text NOT NULL CHECK (outcome IN ('success', 'denied')),
        actor_type text NOT NULL CHECK (actor_type IN ('user', 'token', 'cli', 'system')),
        actor_person_id text,
        actor_token_id text,
        actor_role text,
        subject_person_ids text[] NOT NULL DEFAULT '{}',
        target_type text,
        target_id text,
        fields text[] NOT NULL DEFAULT '{}',
        changes jsonb,
        row_count integer,
        request jsonb,
        mac text NOT NULL,
        prev_hash text,
        hash text,
        PRIMARY KEY (company_id, id),
        CHECK ((seq IS NULL) = (hash IS NULL) AND (seq IS NULL) = (prev_hash IS NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX audit_events_seq ON audit_events (company_id, seq)`);
    await q.query(`CREATE INDEX audit_events_unchained ON audit_events (company_id, occurred_at, id) WHERE seq IS NULL`);
    await q.query(`CREATE INDEX audit_events_subjects ON audit_events USING gin (subject_person_ids)`);
    await q.query(`CREATE INDEX audit_events_occurred ON audit_events (company_id, occurred_at, seq)`);
    await q.query(`CREATE INDEX audit_events_action ON audit_events (company_id, action text_pattern_ops, seq)`);
    await q.query(`CREATE INDEX audit_events_target ON audit_events (company_id, target_id, seq) WHERE target_id IS NOT NULL`);
    await q.query(`CREATE INDEX audit_events_actor ON audit_events (company_id, actor_person_id, seq) WHERE actor_person_id IS NOT NULL`);
    await q.query(`
      CREATE TABLE audit_chain_heads (
        company_id text PRIMARY KEY,
        seq bigint NOT NULL,
        hash text NOT NULL
      )`);
    await q.query(`
      CREATE TABLE audit_chain_anchors (
        company_id text NOT NULL,
        seq bigint NOT NULL,
        hash text NOT NULL,
        removed bigint NOT NULL,
        purged_at timestamptz NOT NULL,
        PRIMARY KEY (company_id, seq)
      )`);
    await q.query(`
      CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND TG_LEVEL = 'ROW' AND current_setting('personnel.audit_purge', true) = 'on' THEN
          RETURN OLD;
        END IF;
        IF TG_OP = 'UPDATE' AND OLD.seq IS NULL AND NEW.seq IS NOT NULL
           AND to_jsonb(NEW) - 'seq' - 'prev_hash' - 'hash' = to_jsonb(OLD) - 'seq' - 'prev_hash' - 'hash' THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`
      CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
        FOR EACH ROW EXECUTE FUNCTION audit_events_append_only()`);
    await q.query(`
      CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
        FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_chain_anchors`);
    await q.query(`DROP TABLE audit_chain_heads`);
    await q.query(`DROP TABLE audit_events`);
    await q.query(`DROP FUNCTION audit_events_append_only()`);
  }
}
