/**
 * The baseline's audit rows (docs/performance.md, "How speed is measured"): the service answers a read that shows
 * sensitive fields (the owner's people list and retrieve: tax ids) only once its audit entry is committed, so the
 * baseline does the same, written for speed: one INSERT per read, committed on its own (synchronous commit), before
 * the answer. A write's entries (one per change) are made here and inserted by the write, in its transaction.
 *
 * The row is the service's (`audit_events`, every column filled as the service fills it: the actor, the request, the
 * subjects, the field names, a MAC over the content and a hash chaining it to the previous row), in a table the bench
 * owns, `bench_baseline_read_audit`, made `LIKE audit_events INCLUDING ALL` (the same columns, checks and indexes;
 * not its triggers, which refuse updates and deletes only). The service's chain head is not touched: the baseline
 * keeps its chain in memory, from the last row at start.
 */
const { createHmac, createSecretKey, randomBytes, randomUUID } = require('node:crypto');

const TABLE = 'bench_baseline_read_audit';
const COLUMNS = [
  'company_id', 'id', 'occurred_at', 'action', 'outcome', 'actor_type', 'actor_person_id', 'actor_token_id', 'actor_role',
  'subject_person_ids', 'target_type', 'target_id', 'fields', 'changes', 'row_count', 'request', 'mac', 'seq', 'prev_hash', 'hash',
];
const INSERT = `INSERT INTO ${TABLE} (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})`;
const CHAIN_START = '0'.repeat(64);

function readAudit(pool) {
  // Imported once, as the service does (core/crypto/hmac.ts): given a Buffer, createHmac imports the key on every call.
  const key = createSecretKey(randomBytes(32));
  const mac = (text) => createHmac('sha256', key).update(text).digest('hex');
  /** Per company: the last seq and hash (the baseline is the table's only writer). */
  const heads = new Map();
  const ready = (async () => {
    await pool.query(`CREATE TABLE IF NOT EXISTS ${TABLE} (LIKE audit_events INCLUDING ALL)`);
    const { rows } = await pool.query(`SELECT DISTINCT ON (a.company_id) a.company_id, a.seq::text AS head_seq, a.hash FROM ${TABLE} a ORDER BY a.company_id, a.seq DESC`);
    for (const row of rows) heads.set(row.company_id, { seq: BigInt(row.head_seq), hash: row.hash });
  })();

  return {
    ready,
    /**
     * Commits the entry of an owner's read of people (`subjects`: their ids; `targetId`: the person of a retrieve,
     * null for a list) before the caller answers.
     */
    async record(auth, request, { subjects, targetId, fields }) {
      await pool.query({ name: 'read-audit-insert', text: INSERT, values: entryValues(auth, request, { action: 'person.read', subjects, targetType: 'person', targetId, fields, rowCount: targetId === null ? subjects.length : null }) });
    },
    /**
     * The values of a write's entry (`fields`: those a create set), for the caller to insert in the write's
     * transaction with its events (as the service does: one statement before the commit).
     */
    writeEntryValues(auth, request, { action, subjects, targetType, targetId, fields }) {
      return entryValues(auth, request, { action, subjects, targetType, targetId, fields, rowCount: null });
    },
  };

  /** One entry's row: its content MACed and chained to the company's last entry (the baseline keeps the chain). */
  function entryValues(auth, request, { action, subjects, targetType, targetId, fields, rowCount }) {
    const occurredAt = new Date();
    const userAgent = request.headers['user-agent'];
    const content = {
      companyId: auth.company_id,
      id: `aud_${randomBytes(18).toString('base64url')}`,
      occurredAt,
      action,
      outcome: 'success',
      actorType: 'token',
      actorPersonId: auth.person_id,
      actorTokenId: auth.token_id,
      actorRole: auth.role,
      subjectPersonIds: [...new Set(subjects)].sort(),
      targetType,
      targetId,
      fields: [...fields].sort(),
      changes: null,
      rowCount,
      request: {
        id: `req_${randomUUID()}`, method: request.method, route: request.routeOptions.url, address: request.ip,
        userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : null,
      },
    };
    const entryMac = mac(JSON.stringify(['v1', content.companyId, content.id, occurredAt.toISOString(), content.action, content.outcome,
      content.actorType, content.actorPersonId, content.actorTokenId, content.actorRole, content.subjectPersonIds, content.targetType,
      content.targetId, content.fields, content.changes, content.rowCount, content.request]));
    const head = heads.get(content.companyId) ?? { seq: 0n, hash: CHAIN_START };
    const seq = head.seq + 1n;
    const hash = mac(JSON.stringify(['v1', String(seq), head.hash, entryMac]));
    heads.set(content.companyId, { seq, hash });
    return [
      content.companyId, content.id, occurredAt, content.action, content.outcome, content.actorType, content.actorPersonId,
      content.actorTokenId, content.actorRole, content.subjectPersonIds, content.targetType, content.targetId, content.fields,
      null, content.rowCount, JSON.stringify(content.request), entryMac, String(seq), head.hash, hash,
    ];
  }
}

module.exports = { readAudit, TABLE, COLUMNS };
