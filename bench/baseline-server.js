#!/usr/bin/env node
/**
 * The bench's baseline: a minimal hand-written Fastify + pg server answering the measured read
 * endpoints with the same bytes as the service, for an owner token. It does the same work as the service
 * (token lookup by hash with its creator's role and status at every request, D15's rate limit: one atomic
 * token-bucket take in Redis per request, in parallel with the token query; company scope, count and page,
 * current job role and location; the change feed's page by its read rule) the way one would write it for speed: one pool, named prepared statements,
 * rows selected in the shape they are sent, one object per row, count and page on two connections at once.
 * POST /api/people is the write floor: the same fields validated, the references checked, person, job role and
 * the outbox rows and the audit entry of each change (the service's two, MACed and chained; in the bench's audit
 * table) in one transaction, the company's employee-id setting read in it. It does less than the service in one
 * respect: no calendar feed token is made, sealed and indexed for the new person (the service's own design, not the
 * spec's), so the write ratio is a conservative one.
 * A read that shows sensitive fields (the owner's people list and retrieve: tax ids) is answered, as the service
 * answers it, only once its audit row is committed: one INSERT per read, synchronous commit, of a row the size of
 * the service's (baseline-audit.js; a table the bench owns, `bench_baseline_read_audit`, made LIKE `audit_events`).
 * A token with `public:read` alone sees the public fields of a person (D4) and is not audited.
 * Not part of the product: `scripts/bench.js` starts it beside the service and divides the two rates.
 *
 *   DATABASE_URL=postgres://... PORT=8643 TLS_DIR=var/bench/tls node bench/baseline-server.js
 */
const { createHash, randomBytes } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const Fastify = require('fastify');
const { Pool, types } = require('pg');
const Redis = require('ioredis');
const countries = require('i18n-iso-countries');
const { parsePhoneNumberFromString } = require('libphonenumber-js');
const { sealedValues } = require('./baseline-sealed');
const { readAudit, TABLE: AUDIT_TABLE, COLUMNS: AUDIT_COLUMNS } = require('./baseline-audit');

types.setTypeParser(types.builtins.DATE, (value) => value);

const TODAY = `(now() AT TIME ZONE 'UTC')::date`;
const iso = (column) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// Synchronous commit named, not assumed: an audited read is answered only once its row is durable.
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 20, application_name: 'personnel-baseline', options: '-c synchronous_commit=on' });
const sealed = sealedValues(pool);
const audit = readAudit(pool);

/** The sealed values of people rows the owner is shown (tax ids; the calendar feed token on the caller's own row). */
function sealedOf(rows, callerId) {
  const values = [];
  for (const r of rows) {
    values.push(r.tax_id, r.tax_code);
    if (r.id === callerId) values.push(r.calendar_feed_token);
  }
  return values;
}

const TOKEN_SQL = `SELECT t.id AS token_id, t.revoked_at IS NOT NULL AS revoked, (t.expires_at IS NOT NULL AND t.expires_at <= now()) AS expired,
       t.scopes, p.id AS person_id, p.role, p.status, (p.employment_end_date IS NOT NULL AND p.employment_end_date < ${TODAY}) AS offboarded,
       EXISTS (SELECT 1 FROM job_roles rl WHERE rl.company_id = p.company_id AND rl.reporting_to = p.id
                  AND rl.effective_date <= ${TODAY} AND (rl.end_date IS NULL OR rl.end_date >= ${TODAY})) AS is_manager,
       c.id AS company_id, c.permissions
  FROM api_tokens t JOIN people p ON p.id = t.person_id AND p.company_id = t.company_id JOIN companies c ON c.id = t.company_id
 WHERE (t.id, t.company_id) = (SELECT l.token_id, l.company_id FROM api_token_lookup l WHERE l.secret_hash = $1)`;

/**
 * The caller, or null (401/403): the token, its creator's role (a manager when they have reports) and status,
 * evaluated at every request as the service does (D3). The baseline serves owners, whose role grants every scope:
 * the token's own scopes decide.
 */
async function caller(request, scope) {
  const match = /^Bearer\s+(prk_\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match) return null;
  const hash = createHash('sha256').update(match[1]).digest('hex');
  const [{ rows }, allowed] = await Promise.all([pool.query({ name: 'token', text: TOKEN_SQL, values: [hash] }), takeFromBucket(match[1])]);
  if (!allowed) throw new Error('the baseline\'s rate limit refused a request: set RATE_LIMIT_PER_SECOND and RATE_LIMIT_BURST higher');
  const row = rows[0];
  if (!row || row.revoked || row.expired || row.offboarded || row.status !== 'active' || row.role !== 'owner') return null;
  if (!row.scopes.includes(scope) && !row.scopes.includes(scope.replace(':read', ':write'))) return null;
  return row;
}

// ---- D15's rate limit: the service's token bucket (src/core/rate-limit/token-bucket.ts), per token ------------

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { enableAutoPipelining: true, maxRetriesPerRequest: 2 });
const RATE = Number(process.env.RATE_LIMIT_PER_SECOND ?? 1_000_000_000);
const BURST = Number(process.env.RATE_LIMIT_BURST ?? 1_000_000_000);
// The service's own script (built with it: the bench starts the service, which builds, before the baseline).
redis.defineCommand('take', { numberOfKeys: 1, lua: require('../dist/src/core/rate-limit/token-bucket').TAKE_SCRIPT });

/** One take from the token's bucket (keyed by a digest of the secret, as the service keys it); true when allowed. */
async function takeFromBucket(secret) {
  const digest = createHash('sha256').update('ratelimit:').update(secret).digest('hex');
  const [allowed] = await redis.take(`bench-baseline:ratelimit:token:${digest}`, RATE, BURST);
  return allowed === 1;
}

function paging(query) {
  const limit = query.$limit === undefined ? 100 : Math.min(Number(query.$limit), 250);
  const skip = query.$skip === undefined ? 0 : Number(query.$skip);
  return { limit, skip };
}

/** Count and page on two connections at once; the page is skipped when it would be empty. */
async function list(name, where, select, order, values, { limit, skip }) {
  const count = pool.query({ name: `${name}-count`, text: `SELECT count(*)::int AS total FROM ${where}`, values });
  const page = limit > 0
    ? pool.query({ name: `${name}-page`, text: `SELECT ${select} FROM ${where} ORDER BY ${order} LIMIT $${values.length + 1} OFFSET $${values.length + 2}`, values: [...values, limit, skip] })
    : null;
  const total = (await count).rows[0].total;
  const data = page ? (await page).rows : [];
  return { total, limit, skip, data };
}

// ---- locations --------------------------------------------------------------

const LOCATION_SELECT = `l.id, l.company_id AS "companyId", l.label, l.address, l.postcode, l.city, l.state, l.country,
  l.region_code AS "regionCode", l.country_code AS "countryCode", l.timezone, l.is_address_invalid AS "isAddressInvalid",
  l.time_away_policy_id AS "timeAwayPolicyId", l.working_pattern_id AS "workingPatternId", ${iso('l.created_at')} AS "createdAt",
  ${iso('l.updated_at')} AS "updatedAt", COALESCE(NULLIF(l.label, ''), concat_ws(', ', NULLIF(l.city, ''), NULLIF(l.country, ''))) AS "displayName"`;

// ---- job roles and compensations ----------------------------------------------

const JOB_ROLE_SELECT = `r.id, r.person_id AS "personId", r.job_title AS "jobTitle", r.department, r.effective_date AS "effectiveDate",
  r.end_date AS "endDate", r.is_first AS "isFirst", r.reporting_to AS "reportingTo", r.note, ${iso('r.created_at')} AS "createdAt",
  ${iso('r.updated_at')} AS "updatedAt"`;

const COMPENSATION_SELECT = `c.id, c.person_id AS "personId", c.compensation_type_id AS "compensationTypeId",
  CASE WHEN c.is_percentage THEN c.amount::text || '%' ELSE c.amount::text END AS amount, c.currency, c.period, c.note,
  c.effective_date AS "effectiveDate", c.end_date AS "endDate", c.end_reason AS "endReason", ${iso('c.created_at')} AS "createdAt",
  ${iso('c.updated_at')} AS "updatedAt"`;

// ---- people -------------------------------------------------------------------

const PERSON_SELECT = `p.id, p.company_id, p.first_name, p.middle_name, p.last_name, p.preferred_name, p.pronouns, p.email,
  p.location_id, p.remote_city, p.remote_region_code, p.remote_country_code, p.remote_timezone, p.time_away_approval_flow_id,
  p.personal_email, p.phone_number, p.personal_phone_number, p.gender, p.birthday, p.profile_photo_id, p.nationality,
  p.nationalities, p.spoken_languages, p.food_allergies, p.dietary_preference, p.address, p.city, p.state, p.postcode,
  p.country_code, p.bio, p.linked_in, p.twitter, p.github, p.employment_start_date,
  COALESCE(p.first_working_day, p.employment_start_date) AS first_working_day, p.employment_end_date,
  COALESCE(p.last_working_day, p.employment_end_date) AS last_working_day, p.probation_end_date, p.turnover_impact,
  p.working_days, p.public_holiday_calendar_id, p.leaving_reason, p.leaving_note, p.leaving_file_id, p.contract_type,
  p.employee_id, p.tax_id, p.tax_code, p.teams,
  CASE WHEN p.employment_end_date < ${TODAY} THEN 'offboarded' ELSE p.status END AS status,
  p.is_verified, p.is_work_email_hidden, p.calendar_feed_token, p.role, ${iso('p.seen_documents_at')} AS seen_documents_at,
  p.source, p.source_id, p.payroll_provider, ${iso('p.first_active_at')} AS first_active_at, p.is_birthday_hidden, p.demo,
  ${iso('p.created_at')} AS created_at, ${iso('p.updated_at')} AS updated_at,
  l.timezone AS location_timezone, l.country_code AS location_country_code,
  COALESCE((SELECT a.working_pattern_id FROM working_pattern_allocations a WHERE a.company_id = p.company_id AND a.person_id = p.id
      AND a.start_date <= CURRENT_DATE AND (a.end_date IS NULL OR a.end_date >= CURRENT_DATE)),
    CASE WHEN p.working_days IS NULL THEN COALESCE(l.working_pattern_id,
      (SELECT dp.id FROM working_patterns dp WHERE dp.company_id = p.company_id AND dp.is_default)) END) AS working_pattern_id,
  r.id AS r_id, r.job_title AS r_job_title, r.department AS r_department, r.effective_date AS r_effective_date,
  r.end_date AS r_end_date, r.is_first AS r_is_first, r.reporting_to AS r_reporting_to, r.note AS r_note,
  ${iso('r.created_at')} AS r_created_at, ${iso('r.updated_at')} AS r_updated_at`;

const PERSON_JOINS = `LEFT JOIN locations l ON l.company_id = p.company_id AND l.id = p.location_ref
  LEFT JOIN LATERAL (SELECT * FROM job_roles r WHERE r.company_id = p.company_id AND r.person_id = p.id
     AND r.effective_date <= ${TODAY} AND (r.end_date IS NULL OR r.end_date >= ${TODAY})
   ORDER BY r.effective_date DESC LIMIT 1) r ON TRUE`;

const phones = new Map();
function formatPhone(number, region) {
  if (!number) return null;
  const key = `${region ?? ''}|${number}`;
  let value = phones.get(key);
  if (value === undefined) {
    const parsed = parsePhoneNumberFromString(number, region && /^[A-Z]{2}$/.test(region) && countries.isValid(region) ? region : undefined);
    value = parsed?.isPossible() ? parsed.formatInternational() : null;
    if (phones.size > 50_000) phones.clear();
    phones.set(key, value);
  }
  return value;
}

function countryName(code) {
  return code ? (countries.getName(code, 'en') ?? null) : null;
}

/** The owner's view of a person: every field but the calendar feed token of other people. */
function person(r, callerId) {
  const region = r.country_code ?? (r.location_id === 'remote' ? r.remote_country_code : r.location_country_code);
  const out = {
    id: r.id, companyId: r.company_id, firstName: r.first_name, middleName: r.middle_name, lastName: r.last_name,
    preferredName: r.preferred_name, pronouns: r.pronouns, email: r.email,
    jobRole: r.r_id === null ? null : {
      id: r.r_id, personId: r.id, jobTitle: r.r_job_title, department: r.r_department, effectiveDate: r.r_effective_date,
      endDate: r.r_end_date, isFirst: r.r_is_first, reportingTo: r.r_reporting_to, note: r.r_note, createdAt: r.r_created_at,
      updatedAt: r.r_updated_at,
    },
    locationId: r.location_id, remoteCity: r.remote_city, remoteRegionCode: r.remote_region_code, remoteCountryCode: r.remote_country_code,
    remoteTimezone: r.remote_timezone, timeAwayApprovalFlowId: r.time_away_approval_flow_id, personalEmail: r.personal_email,
    phoneNumber: r.phone_number, formattedPhoneNumber: formatPhone(r.phone_number, region), personalPhoneNumber: r.personal_phone_number,
    formattedPersonalPhoneNumber: formatPhone(r.personal_phone_number, region), gender: r.gender, birthday: r.birthday,
    profilePhotoId: r.profile_photo_id, profilePhoto: null, nationality: r.nationality, nationalities: r.nationalities,
    spokenLanguages: r.spoken_languages, foodAllergies: r.food_allergies ?? [], dietaryPreference: r.dietary_preference,
    address: r.address, city: r.city, state: r.state, postcode: r.postcode, countryCode: r.country_code, country: countryName(r.country_code),
    bio: r.bio, linkedIn: r.linked_in, twitter: r.twitter, github: r.github, employmentStartDate: r.employment_start_date,
    firstWorkingDay: r.first_working_day, employmentEndDate: r.employment_end_date, lastWorkingDay: r.last_working_day,
    probationEndDate: r.probation_end_date, turnoverImpact: r.turnover_impact, workingDays: r.working_days,
    workingPatternId: r.working_pattern_id, publicHolidayCalendarId: r.public_holiday_calendar_id, leavingReason: r.leaving_reason, leavingNote: r.leaving_note,
    leavingFileId: r.leaving_file_id, contractType: r.contract_type, employeeId: r.employee_id,
    taxId: sealed.open(r.company_id, 'people', 'tax_id', r.id, r.tax_id), taxCode: sealed.open(r.company_id, 'people', 'tax_code', r.id, r.tax_code),
    teams: r.teams ?? [], status: r.status, isVerified: r.is_verified, isWorkEmailHidden: r.is_work_email_hidden,
    calendarFeedToken: r.id === callerId ? sealed.open(r.company_id, 'people', 'calendar_feed_token', r.id, r.calendar_feed_token) : null, role: r.role, seenDocumentsAt: r.seen_documents_at, source: r.source, sourceId: r.source_id,
    timezone: r.location_id === 'remote' ? (r.remote_timezone ?? 'UTC') : (r.location_timezone ?? 'UTC'),
    payrollProvider: r.payroll_provider, firstActiveAt: r.first_active_at, isBirthdayHidden: r.is_birthday_hidden, demo: r.demo,
    createdAt: r.created_at, updatedAt: r.updated_at,
  };
  if (r.id !== callerId) delete out.calendarFeedToken;
  return out;
}

/** The fields whose showing makes a read of people sensitive (the service's `auditReads` of people). */
const TAX_FIELDS = ['taxId', 'taxCode'];

/** Whether the token's scopes open a person's private fields (a write scope implies its read). */
const seesPrivate = (auth) => auth.scopes.includes('private:read') || auth.scopes.includes('private:write');

/** A person as a token with `public:read` alone sees them (D4): the public fields, a hidden work email null, no role note. */
function publicPerson(r) {
  return {
    id: r.id, companyId: r.company_id, firstName: r.first_name, middleName: r.middle_name, lastName: r.last_name,
    preferredName: r.preferred_name, pronouns: r.pronouns, email: r.is_work_email_hidden ? null : r.email,
    jobRole: r.r_id === null ? null : {
      id: r.r_id, personId: r.id, jobTitle: r.r_job_title, department: r.r_department, effectiveDate: r.r_effective_date,
      endDate: r.r_end_date, isFirst: r.r_is_first, reportingTo: r.r_reporting_to, createdAt: r.r_created_at, updatedAt: r.r_updated_at,
    },
    locationId: r.location_id, remoteCity: r.remote_city, remoteCountryCode: r.remote_country_code, remoteTimezone: r.remote_timezone,
    profilePhotoId: r.profile_photo_id, profilePhoto: null, bio: r.bio, linkedIn: r.linked_in, twitter: r.twitter, github: r.github,
    employmentStartDate: r.employment_start_date, workingDays: r.working_days, teams: r.teams ?? [], status: r.status,
    timezone: r.location_id === 'remote' ? (r.remote_timezone ?? 'UTC') : (r.location_timezone ?? 'UTC'),
    createdAt: r.created_at, updatedAt: r.updated_at,
  };
}

// ---- routes -------------------------------------------------------------------

function tls() {
  const dir = process.env.TLS_DIR ?? path.join(__dirname, '..', 'var', 'bench', 'tls');
  return { key: fs.readFileSync(path.join(dir, 'self-signed.key')), cert: fs.readFileSync(path.join(dir, 'self-signed.crt')) };
}

const app = Fastify({ https: tls(), logger: false });

const unauthorized = (reply) => reply.code(401).send({ name: 'NotAuthenticated', message: 'no valid token' });

app.get('/api/locations', async (request, reply) => {
  const auth = await caller(request, 'public:read');
  if (!auth) return unauthorized(reply);
  return list('locations', 'locations l WHERE l.company_id = $1', LOCATION_SELECT, 'l.created_at, l.id', [auth.company_id], paging(request.query));
});

app.get('/api/job-roles', async (request, reply) => {
  const auth = await caller(request, 'public:read');
  if (!auth) return unauthorized(reply);
  return list(
    'job-roles-as-of',
    `job_roles r WHERE r.company_id = $1 AND COALESCE(r.end_date, 'infinity'::date) >= $2::date AND r.effective_date <= $2::date`,
    JOB_ROLE_SELECT, 'r.created_at, r.id', [auth.company_id, request.query.$asOf], paging(request.query),
  );
});

app.get('/api/compensations', async (request, reply) => {
  const auth = await caller(request, 'compensations:read');
  if (!auth) return unauthorized(reply);
  return list(
    'compensations-as-of',
    `compensations c WHERE c.company_id = $1 AND c.effective_date <= $2::date AND c.superseded_on > $2::date AND (c.end_date IS NULL OR c.end_date >= $2::date)`,
    COMPENSATION_SELECT, 'c.created_at, c.id', [auth.company_id, request.query.$asOf], paging(request.query),
  );
});

const ACTIVE = `p.status = 'active' AND (p.employment_end_date IS NULL OR p.employment_end_date >= ${TODAY})`;

app.get('/api/people', async (request, reply) => {
  const auth = await caller(request, 'public:read');
  if (!auth) return unauthorized(reply);
  const { limit, skip } = paging(request.query);
  const values = [auth.company_id];
  const count = pool.query({ name: 'people-count', text: `SELECT count(*)::int AS total FROM people p WHERE p.company_id = $1 AND ${ACTIVE}`, values });
  const page = limit > 0
    ? pool.query({
      name: 'people-page',
      text: `SELECT ${PERSON_SELECT} FROM (SELECT * FROM people p WHERE p.company_id = $1 AND ${ACTIVE} ORDER BY p.created_at, p.id LIMIT $2 OFFSET $3) p
             ${PERSON_JOINS} ORDER BY p.created_at, p.id`,
      values: [auth.company_id, limit, skip],
    })
    : null;
  const total = (await count).rows[0].total;
  const rows = page ? (await page).rows : [];
  const data = new Array(rows.length);
  if (!seesPrivate(auth)) {
    for (let i = 0; i < rows.length; i++) data[i] = publicPerson(rows[i]);
    return { total, limit, skip, data };
  }
  await sealed.prepare(auth.company_id, sealedOf(rows, auth.person_id));
  for (let i = 0; i < rows.length; i++) data[i] = person(rows[i], auth.person_id);
  // The owner is shown every person's tax fields: a sensitive read, answered once its audit row is committed (a page
  // that shows nobody shows no tax field: no row, as the service judges it).
  if (rows.length) await audit.record(auth, request, { subjects: rows.map((r) => r.id), targetId: null, fields: TAX_FIELDS });
  return { total, limit, skip, data };
});

app.get('/api/people/:id', async (request, reply) => {
  const auth = await caller(request, 'public:read');
  if (!auth) return unauthorized(reply);
  const { rows } = await pool.query({
    name: 'person',
    text: `SELECT ${PERSON_SELECT} FROM people p ${PERSON_JOINS} WHERE p.company_id = $1 AND p.id = $2`,
    values: [auth.company_id, request.params.id],
  });
  if (rows.length === 0) return reply.code(404).send({ name: 'NotFound', message: 'not found' });
  if (!seesPrivate(auth)) return publicPerson(rows[0]);
  await sealed.prepare(auth.company_id, sealedOf(rows, auth.person_id));
  const answer = person(rows[0], auth.person_id);
  await audit.record(auth, request, { subjects: [answer.id], targetId: answer.id, fields: TAX_FIELDS });
  return answer;
});

// ---- the change feed: GET /api/events ---------------------------------------------------------------------------
/**
 * The owner's page of the feed: the same read rule as the service (src/core/outbox/event-feed.ts: `(txid, seq)` order,
 * up to the database's oldest open transaction), the payloads opened where they carry sealed fields (bound to the
 * event's row and place, as webhook deliveries open them). An owner with every scope reads every event whole, so the
 * service's shaping changes nothing here: the baseline sends the payloads as stored.
 */
const FEED_HORIZON = `WITH snapshot AS MATERIALIZED (SELECT pg_current_snapshot() AS s),
  elsewhere AS MATERIALIZED (
    SELECT a.backend_xid::text::bigint AS xid FROM pg_stat_get_activity(NULL) a
     WHERE a.backend_xid IS NOT NULL AND a.datid <> (SELECT oid FROM pg_database WHERE datname = current_database())
  ),
  horizon AS MATERIALIZED (
    SELECT COALESCE(min(x.xid::text::bigint), (SELECT pg_snapshot_xmax(s)::text::bigint FROM snapshot)) AS txid
      FROM snapshot, pg_snapshot_xip(snapshot.s) AS x(xid)
     WHERE (x.xid::text::bigint & 4294967295) NOT IN (SELECT xid FROM elsewhere)
  )`;

/** The sealed fields of each resource (the service's `sealedColumns` declarations), as payloads name them. */
const SEALED_PAYLOAD_FIELDS = {
  person: ['taxId', 'taxCode', 'calendarFeedToken'],
  bankAccount: ['accountNumber', 'sortCode', 'routingNumber'],
  identityDocument: ['number'],
};

function sealedInPayload(payload) {
  const found = [];
  for (const part of ['object', 'previousAttributes']) {
    const values = payload.data?.[part];
    if (!values) continue;
    for (const field of SEALED_PAYLOAD_FIELDS[payload.type.split('.')[0]] ?? []) {
      if (typeof values[field] === 'string') found.push({ values, field, column: `payload.${part}.${field}` });
    }
  }
  return found;
}

app.get('/api/events', async (request, reply) => {
  const auth = await caller(request, 'events:read');
  if (!auth) return unauthorized(reply);
  const limit = Math.min(Number(request.query.$limit ?? 100), 250);
  let after = { txid: '-1', seq: '-1' };
  if (request.query.after) {
    const { rows } = await pool.query({ name: 'event-position', text: 'SELECT txid::text AS txid, seq::text AS seq FROM events WHERE company_id = $1 AND id = $2', values: [auth.company_id, request.query.after] });
    if (!rows.length) return reply.code(410).send({ name: 'Gone', message: 'no longer kept' });
    after = rows[0];
  }
  const { rows } = await pool.query({
    name: 'events-page',
    text: `${FEED_HORIZON}
      SELECT e.payload::text AS payload FROM events e
       WHERE e.company_id = $1 AND (e.txid, e.seq) > ($2::bigint, $3::bigint) AND e.txid < (SELECT txid FROM horizon)
       ORDER BY e.txid, e.seq LIMIT $4`,
    values: [auth.company_id, after.txid, after.seq, limit + 1],
  });
  const page = rows.slice(0, limit).map((row) => JSON.parse(row.payload));
  const sealedFields = page.flatMap((payload) => sealedInPayload(payload).map((f) => ({ ...f, payload })));
  await sealed.prepare(auth.company_id, sealedFields.map((f) => f.values[f.field]));
  for (const f of sealedFields) f.values[f.field] = sealed.open(auth.company_id, 'events', f.column, f.payload.id, f.values[f.field]);
  return { limit, data: page, hasMore: rows.length > limit };
});

// ---- the write floor: POST /api/people --------------------------------------------------------------

const PERSON_FIELDS = new Set(['firstName', 'lastName', 'email', 'employmentStartDate', 'locationId', 'jobRole']);
const JOB_ROLE_FIELDS = new Set(['jobTitle', 'department', 'reportingTo']);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function invalid(reply, issues) {
  return reply.code(422).send({ name: 'ValidationFailed', message: 'The request is not valid', errors: issues });
}

/** The fields the bench sends, checked as the service checks them (types, lengths, formats, unknown fields). */
function personIssues(body) {
  const issues = [];
  const text = (value, name, required) => {
    if (value === undefined || value === null) return required ? issues.push({ name, reason: 'is required' }) : undefined;
    if (typeof value !== 'string' || value.trim() === '' || value.length > 255) issues.push({ name, reason: 'must be a text of 1 to 255 characters' });
  };
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [{ name: 'body', reason: 'must be an object' }];
  for (const key of Object.keys(body)) if (!PERSON_FIELDS.has(key)) issues.push({ name: key, reason: 'is not a field of a person' });
  text(body.firstName, 'firstName', true);
  text(body.lastName, 'lastName', true);
  text(body.email, 'email', true);
  if (typeof body.email === 'string' && !EMAIL.test(body.email)) issues.push({ name: 'email', reason: 'must be an email address' });
  const start = body.employmentStartDate;
  if (typeof start !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(start) || Number.isNaN(Date.parse(`${start}T00:00:00Z`))) issues.push({ name: 'employmentStartDate', reason: 'must be a date' });
  text(body.locationId, 'locationId', true);
  const role = body.jobRole;
  if (typeof role !== 'object' || role === null || Array.isArray(role)) {
    issues.push({ name: 'jobRole', reason: 'is required for an active person (with its jobTitle)' });
  } else {
    for (const key of Object.keys(role)) if (!JOB_ROLE_FIELDS.has(key)) issues.push({ name: `jobRole.${key}`, reason: 'is not a field of a job role' });
    text(role.jobTitle, 'jobRole.jobTitle', true);
    text(role.department, 'jobRole.department', false);
    text(role.reportingTo, 'jobRole.reportingTo', false);
  }
  return issues;
}

const newId = () => randomBytes(18).toString('base64url');

/** The fields a create set, as its audit entry names them (the service's `auditOfChange`). */
const setFields = (object) => Object.keys(object).filter((f) => f !== 'id' && f !== 'createdAt' && f !== 'updatedAt' && object[f] !== null && object[f] !== undefined);

const entryParams = (first) => `(${AUDIT_COLUMNS.map((_, i) => `$${first + i}`).join(', ')})`;
const EVENTS_AND_ENTRIES = `WITH written_events AS (
    INSERT INTO events (id, company_id, type, resource_type, record_id, created_at, payload)
    VALUES ($1, $2, 'person.created', 'person', $3, $4, $5), ($6, $2, 'jobRole.created', 'jobRole', $7, $4, $8))
  INSERT INTO ${AUDIT_TABLE} (${AUDIT_COLUMNS.join(', ')}) VALUES ${entryParams(9)}, ${entryParams(9 + AUDIT_COLUMNS.length)}`;

/** Person and job role inserted, their references checked, the outbox rows written: one transaction. */
app.post('/api/people', async (request, reply) => {
  const auth = await caller(request, 'private:write');
  if (!auth) return unauthorized(reply);
  const body = request.body;
  const issues = personIssues(body);
  if (issues.length) return invalid(reply, issues);
  const id = newId();
  const roleId = newId();
  const now = new Date();
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows: [refs] } = await client.query({
      name: 'person-refs',
      text: `SELECT EXISTS (SELECT 1 FROM locations WHERE company_id = $1 AND id = $2) AS location,
                    ($3::text IS NULL OR EXISTS (SELECT 1 FROM people WHERE company_id = $1 AND id = $3)) AS manager,
                    (SELECT autogenerate_employee_id FROM companies WHERE id = $1) AS employee_ids`,
      values: [auth.company_id, body.locationId, body.jobRole.reportingTo ?? null],
    });
    // The company's employee-id setting is read in the transaction, as the service reads it; the bench company's is off.
    if (refs.employee_ids) throw new Error('the baseline does not assign employee ids: turn autogenerate_employee_id off for the bench company');
    if (!refs.location || !refs.manager) {
      await client.query('ROLLBACK');
      return invalid(reply, [{ name: refs.location ? 'jobRole.reportingTo' : 'locationId', reason: 'is not one of the company\'s' }]);
    }
    await client.query({
      name: 'person-insert',
      text: `INSERT INTO people (id, company_id, created_at, updated_at, first_name, last_name, email, role, status, employment_start_date, location_id)
             VALUES ($1, $2, $3, $3, $4, $5, $6, 'user', 'active', $7, $8)`,
      values: [id, auth.company_id, now, body.firstName, body.lastName, body.email, body.employmentStartDate, body.locationId],
    });
    // Work emails are unique per deployment through their lookup table, as the service writes it.
    await client.query({
      name: 'person-email-lookup-insert',
      text: `INSERT INTO person_email_lookup (email, company_id, person_id) VALUES (lower($1), $2, $3)`,
      values: [body.email, auth.company_id, id],
    });
    await client.query({
      name: 'job-role-insert',
      text: `INSERT INTO job_roles (id, company_id, created_at, updated_at, person_id, job_title, department, effective_date, is_first, reporting_to)
             VALUES ($1, $2, $3, $3, $4, $5, $6, $7, true, $8)`,
      values: [roleId, auth.company_id, now, id, body.jobRole.jobTitle, body.jobRole.department ?? null, body.employmentStartDate, body.jobRole.reportingTo ?? null],
    });
    const { rows } = await client.query({ name: 'person-written', text: `SELECT ${PERSON_SELECT} FROM people p ${PERSON_JOINS} WHERE p.company_id = $1 AND p.id = $2`, values: [auth.company_id, id] });
    const object = person(rows[0], auth.person_id);
    // The service's outbox rows of this create (D14): the person's and its first job role's, with the audit entry of
    // each change (every write is audited, committed with it), in one statement.
    const eventId = `evt_${newId()}`;
    const roleEventId = `evt_${newId()}`;
    const payload = { id: eventId, type: 'person.created', createdAt: now.toISOString(), companyId: auth.company_id, data: { object } };
    const rolePayload = { id: roleEventId, type: 'jobRole.created', createdAt: now.toISOString(), companyId: auth.company_id, data: { object: object.jobRole } };
    const entries = [
      audit.writeEntryValues(auth, request, { action: 'jobRole.created', subjects: [id], targetType: 'jobRole', targetId: roleId, fields: setFields(object.jobRole) }),
      audit.writeEntryValues(auth, request, { action: 'person.created', subjects: [id], targetType: 'person', targetId: id, fields: setFields(object) }),
    ];
    await client.query({
      name: 'events-insert',
      text: EVENTS_AND_ENTRIES,
      values: [eventId, auth.company_id, id, now, payload, roleEventId, roleId, rolePayload, ...entries[0], ...entries[1]],
    });
    await client.query('COMMIT');
    return reply.code(201).send(object);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    if (error.code === '23505') return reply.code(409).send({ name: 'Conflict', message: 'the email is taken' });
    throw error;
  } finally {
    client.release();
  }
});

/** The platform floor: no token, no database (what the framework alone costs per request). */
app.get('/health/live', async () => ({ status: 'ok' }));

audit.ready.then(() => app.listen({ port: Number(process.env.PORT ?? 8643), host: process.env.HOST ?? '127.0.0.1' })).catch((error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});

process.on('SIGTERM', () => {
  app.close().then(() => Promise.all([pool.end(), redis.quit()])).finally(() => process.exit(0));
});
