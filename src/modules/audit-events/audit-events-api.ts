import { AUDIT_ACTOR_TYPES } from '../../core/audit/audit-entry';
import { registerComponentSchema } from '../../core/openapi/component-schemas';
import { listEnvelope } from '../../core/openapi/common-schemas';

const nullableString = { type: ['string', 'null'] };

/** OpenAPI shape of an audit entry (docs/security.md, "Audit trail"). */
registerComponentSchema('AuditEvent', {
  type: 'object',
  properties: {
    id: { type: 'string' },
    seq: { type: 'integer', minimum: 1, description: 'Place in the company\'s chain, gap-free and increasing.' },
    occurredAt: { type: 'string', format: 'date-time' },
    action: { type: 'string', description: '`<resource>.<verb>`: `bankAccount.read`, `person.updated`, `webhook.secretViewed`.' },
    outcome: { type: 'string', enum: ['success', 'denied'] },
    actor: {
      type: 'object',
      properties: {
        type: { type: 'string', enum: [...AUDIT_ACTOR_TYPES] },
        personId: nullableString, tokenId: nullableString, role: nullableString,
      },
      required: ['type', 'personId', 'tokenId', 'role'],
      additionalProperties: false,
    },
    subjectPersonIds: {
      type: 'array', items: { type: 'string' },
      description: 'Whose data was read or changed. An export of more than DATA_EXPORT_AUDIT_SUBJECTS_MAX people names none here: its list is stored once by the export (the target), and `subjectPersonId=` finds the entry through it.',
    },
    erasedSubjectPersonIds: { type: 'array', items: { type: 'string' }, description: 'Those of them since erased (the entry is kept: it holds no values of theirs).' },
    target: {
      type: ['object', 'null'],
      properties: { type: { type: 'string' }, id: nullableString },
      required: ['type', 'id'],
      additionalProperties: false,
    },
    fields: { type: 'array', items: { type: 'string' }, description: 'Names of the fields read or changed (never sensitive values).' },
    changes: {
      type: ['object', 'null'],
      additionalProperties: { type: 'object', properties: { from: {}, to: {} }, required: ['from', 'to'] },
      description: 'From/to values of changed fields that are not sensitive.',
    },
    rowCount: { type: ['integer', 'null'], description: 'Rows a list or an export answered; null for a refusal.' },
    repeatCount: {
      type: ['integer', 'null'], minimum: 1,
      description: 'For a refusal (`denied`): how many refused requests of the actor, action and target the entry stands for (the first of a 10-minute window is 1; the entry written when the window closes counts those after it). Null for `success`.',
    },
    request: {
      type: ['object', 'null'],
      properties: {
        id: { type: 'string' }, method: { type: 'string' }, route: nullableString, address: nullableString, userAgent: nullableString,
      },
      required: ['id', 'method', 'route', 'address', 'userAgent'],
      additionalProperties: false,
    },
    mac: { type: 'string', description: 'HMAC-SHA256 of the entry\'s content under the instance\'s chain key, made when it was written.' },
    prevHash: { type: 'string', description: 'The hash of the entry before it in the chain.' },
    hash: { type: 'string', description: 'HMAC-SHA256 of its seq, the previous hash and its MAC under the chain key (`audit:verify`).' },
  },
  required: ['id', 'seq', 'occurredAt', 'action', 'outcome', 'actor', 'subjectPersonIds', 'erasedSubjectPersonIds', 'target', 'fields', 'changes', 'rowCount', 'repeatCount', 'request', 'mac', 'prevHash', 'hash'],
  additionalProperties: false,
});
registerComponentSchema('AuditEventList', listEnvelope('AuditEvent'));
