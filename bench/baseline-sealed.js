/**
 * The baseline's opening of sealed values (encryption at rest, docs/security.md), written for speed like the rest of
 * the baseline: the master keys from ENCRYPTION_KEYS or DATA_DIR/encryption-keys, each company data key unwrapped once,
 * opened values kept by context and ciphertext, AES-256-GCM with the AAD the service binds each value to.
 */
const { createDecipheriv } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const FORMAT = /^v1:([A-Za-z0-9_-]{1,32}):([A-Za-z0-9_-]{16}):([A-Za-z0-9_-]{22,})$/;

function masterKeys() {
  const text = process.env.ENCRYPTION_KEYS ?? fs.readFileSync(path.join(process.env.DATA_DIR ?? path.join(__dirname, '..', 'var', 'bench'), 'encryption-keys'), 'utf8');
  const keys = new Map();
  for (const entry of text.split(/[,\n]/).map((e) => e.trim()).filter((e) => e && !e.startsWith('#'))) {
    const at = entry.indexOf(':');
    keys.set(entry.slice(0, at), Buffer.from(entry.slice(at + 1), 'base64'));
  }
  return keys;
}

function openGcm(key, iv, sealed, aad) {
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
  decipher.setAAD(Buffer.from(JSON.stringify(aad)));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const body = decipher.update(sealed.subarray(0, sealed.length - 16));
  decipher.final();
  return body;
}

function sealedValues(pool) {
  const masters = masterKeys();
  const dataKeys = new Map();
  const opened = new Map();
  return {
    /** Fetches the data keys the values name (once per key), before the rows are shaped. */
    async prepare(companyId, values) {
      for (const value of values) {
        const match = typeof value === 'string' ? FORMAT.exec(value) : null;
        if (!match || dataKeys.has(`${companyId}/${match[1]}`)) continue;
        const { rows } = await pool.query({ name: 'data-key', text: 'SELECT master_key_id, wrapped_key FROM company_data_keys WHERE company_id = $1 AND id = $2', values: [companyId, match[1]] });
        const wrapped = rows[0].wrapped_key;
        const key = openGcm(masters.get(rows[0].master_key_id), wrapped.subarray(0, 12), wrapped.subarray(12), ['personnel.company-data-key', 'v1', companyId, match[1]]);
        dataKeys.set(`${companyId}/${match[1]}`, key);
      }
    },
    open(companyId, table, column, rowId, stored) {
      const match = typeof stored === 'string' ? FORMAT.exec(stored) : null;
      if (!match) return stored;
      const cacheKey = `${table}\0${column}\0${companyId}\0${rowId}\0${stored}`;
      let value = opened.get(cacheKey);
      if (value === undefined) {
        const aad = ['personnel.value', 'v1', table, column, companyId, rowId];
        value = openGcm(dataKeys.get(`${companyId}/${match[1]}`), Buffer.from(match[2], 'base64url'), Buffer.from(match[3], 'base64url'), aad).toString('utf8');
        if (opened.size > 50_000) opened.clear();
        opened.set(cacheKey, value);
      }
      return value;
    },
  };
}

module.exports = { sealedValues };
