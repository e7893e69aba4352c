import { EntityManager } from 'typeorm';
import { anchorMac, headMac } from './audit-chain';
import { StoredChainAnchor } from './audit-store';

/**
 * Heads and anchors from before they carried a MAC (migration 1763700000240) are signed once, on the first start
 * after the upgrade: only while no head or anchor of the instance is signed yet (trust on first use; afterwards an
 * unsigned one is one whose MAC was removed, and audit:verify reports it). Each row is signed only if it is still as
 * read, so a head moved meanwhile by another process keeps its own MAC. Answers how many rows were signed.
 */
export async function signChainEndsFromBeforeMacs(em: EntityManager, key: Buffer): Promise<number> {
  const [{ signed }]: { signed: boolean }[] = await em.query(
    `SELECT EXISTS (SELECT 1 FROM audit_chain_heads WHERE mac IS NOT NULL) OR EXISTS (SELECT 1 FROM audit_chain_anchors WHERE mac IS NOT NULL) AS signed`,
  );
  if (signed) return 0;
  const heads: { companyId: string; seq: string; hash: string }[] = await em.query(
    `SELECT company_id AS "companyId", seq::text AS seq, hash FROM audit_chain_heads WHERE mac IS NULL`,
  );
  const anchors: StoredChainAnchor[] = await em.query(
    `SELECT company_id AS "companyId", seq::text AS seq, hash, removed::text AS removed, purged_at AS "purgedAt", mac
       FROM audit_chain_anchors WHERE mac IS NULL`,
  );
  let count = 0;
  if (heads.length) {
    const [, updated] = await em.query(
      `UPDATE audit_chain_heads h SET mac = v.mac FROM unnest($1::text[], $2::bigint[], $3::text[], $4::text[]) AS v(company_id, seq, hash, mac)
        WHERE h.company_id = v.company_id AND h.seq = v.seq AND h.hash = v.hash AND h.mac IS NULL`,
      [heads.map((h) => h.companyId), heads.map((h) => h.seq), heads.map((h) => h.hash), heads.map((h) => headMac(key, h.companyId, h.seq, h.hash))],
    );
    count += Number(updated);
  }
  if (anchors.length) {
    const [, updated] = await em.query(
      `UPDATE audit_chain_anchors a SET mac = v.mac FROM unnest($1::text[], $2::bigint[], $3::text[]) AS v(company_id, seq, mac)
        WHERE a.company_id = v.company_id AND a.seq = v.seq AND a.mac IS NULL`,
      [anchors.map((a) => a.companyId), anchors.map((a) => a.seq), anchors.map((a) => anchorMac(key, a))],
    );
    count += Number(updated);
  }
  return count;
}
