import type { DataSource } from 'typeorm';
import { unwrapKey, wrapKey, type WrapBinding } from './key-wrap';
import type { MasterKeyRing } from './master-key-ring';

const BATCH = 500;

interface Row {
  company_id: string | null;
  id: string;
  master_key_id: string;
  wrapped_key: Buffer;
}

/**
 * Master-key rotation: each stored key not wrapped by the ring's first key is unwrapped with its own master key and
 * wrapped again under the first one, in batches of one UPDATE each (a batch commits whole; a crash leaves every row
 * wrapped by some master key, and a second run goes on where it stopped). The data keys themselves do not change,
 * so no value or file is touched: seconds for any number of companies.
 */
export async function rewrapAllKeys(db: DataSource, ring: MasterKeyRing): Promise<{ rewrapped: number }> {
  const primary = ring.primary;
  let rewrapped = 0;
  for (;;) {
    const rows: Row[] = await db.query(
      'SELECT company_id, id, master_key_id, wrapped_key FROM company_data_keys WHERE master_key_id <> $1 ORDER BY company_id, id LIMIT $2',
      [primary.id, BATCH],
    );
    if (!rows.length) break;
    const wrapped = rows.map((row) => rewrap(ring, row, { companyId: row.company_id!, keyId: row.id }));
    const result: [unknown[], number] = await db.query(
      `UPDATE company_data_keys k SET master_key_id = $1, wrapped_key = u.wrapped
         FROM unnest($2::text[], $3::text[], $4::text[], $5::bytea[]) AS u(company_id, id, old_master_key_id, wrapped)
        WHERE k.company_id = u.company_id AND k.id = u.id AND k.master_key_id = u.old_master_key_id`,
      [primary.id, rows.map((r) => r.company_id), rows.map((r) => r.id), rows.map((r) => r.master_key_id), wrapped],
    );
    rewrapped += result[1];
  }
  const index: Row[] = await db.query('SELECT NULL AS company_id, id, master_key_id, wrapped_key FROM blind_index_keys WHERE master_key_id <> $1', [primary.id]);
  for (const row of index) {
    const result: [unknown[], number] = await db.query(
      'UPDATE blind_index_keys SET master_key_id = $1, wrapped_key = $2 WHERE id = $3 AND master_key_id = $4',
      [primary.id, rewrap(ring, row, { blindIndexKeyId: row.id }), row.id, row.master_key_id],
    );
    rewrapped += result[1];
  }
  return { rewrapped };
}

function rewrap(ring: MasterKeyRing, row: Row, binding: WrapBinding): Buffer {
  const key = unwrapKey(ring.key(row.master_key_id), row.wrapped_key, binding);
  return wrapKey(ring.primary.key, key, binding);
}
