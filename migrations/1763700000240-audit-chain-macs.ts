import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tamper evidence of the audit chain's ends (docs/security.md, "Tamper evidence"): each chain head and each purge
 * anchor carries a MAC under the chain key (null only on rows from before this migration, which the service signs
 * once on its first start after it). A DELETE of entries no longer trusts a session setting: it is let through only
 * for chained entries at or below an anchor of their company, which the purge writes before it deletes; anchors are
 * append-only (but for giving an anchor from before this migration its MAC).
 */
export class AuditChainMacs1763700000240 implements MigrationInterface {
  name = 'AuditChainMacs1763700000240';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE audit_chain_heads ADD COLUMN mac text`);
    await q.query(`ALTER TABLE audit_chain_anchors ADD COLUMN mac text`);
    await q.query(`
      CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND TG_LEVEL = 'ROW' AND OLD.seq IS NOT NULL AND EXISTS (
             SELECT 1 FROM audit_chain_anchors a WHERE a.company_id = OLD.company_id AND a.seq >= OLD.seq) THEN
          RETURN OLD;
        END IF;
        IF TG_OP = 'UPDATE' AND OLD.seq IS NULL AND NEW.seq IS NOT NULL
           AND to_jsonb(NEW) - 'seq' - 'prev_hash' - 'hash' = to_jsonb(OLD) - 'seq' - 'prev_hash' - 'hash' THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`
      CREATE FUNCTION audit_chain_anchors_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.mac IS NULL AND NEW.mac IS NOT NULL AND to_jsonb(NEW) - 'mac' = to_jsonb(OLD) - 'mac' THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'audit_chain_anchors is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`
      CREATE TRIGGER audit_chain_anchors_append_only BEFORE UPDATE OR DELETE ON audit_chain_anchors
        FOR EACH ROW EXECUTE FUNCTION audit_chain_anchors_append_only()`);
    await q.query(`
      CREATE TRIGGER audit_chain_anchors_no_truncate BEFORE TRUNCATE ON audit_chain_anchors
        FOR EACH STATEMENT EXECUTE FUNCTION audit_chain_anchors_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER audit_chain_anchors_no_truncate ON audit_chain_anchors`);
    await q.query(`DROP TRIGGER audit_chain_anchors_append_only ON audit_chain_anchors`);
    await q.query(`DROP FUNCTION audit_chain_anchors_append_only()`);
    await q.query(`
      CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await q.query(`ALTER TABLE audit_chain_anchors DROP COLUMN mac`);
    await q.query(`ALTER TABLE audit_chain_heads DROP COLUMN mac`);
  }
}
