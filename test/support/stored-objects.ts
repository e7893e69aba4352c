import type { TestApp } from './test-app';

/**
 * The storage key of an encrypted file's object: `<baseKey>.<keyId>`, the company's active data key (tests do not
 * rotate keys, so it is the key every file of the company was written with, before or after the file's row is gone).
 */
export async function encryptedObjectKey(t: TestApp, companyId: string, baseKey: string): Promise<string> {
  const [row] = await t.db.query('SELECT id FROM company_data_keys WHERE company_id = $1 AND retired_at IS NULL', [companyId]);
  if (!row) throw new Error(`company ${companyId} has no data key: nothing of it was encrypted`);
  return `${baseKey}.${row.id}`;
}
