import type { JsonSchema } from '../../../core/openapi/json-schema';
import { APPROVAL_STATUSES } from './approvals';

/** The OpenAPI schema of an entry's `approvals` (approvals.ts). */
export const APPROVALS_SCHEMA: JsonSchema = {
  type: 'array',
  description: 'The steps of the requester\'s approval flow when the request was made, in order; empty for requests without one '
    + '(one review) and for entries made before flows existed. The approver of the first pending step decides it through '
    + '`requestStatus`; owner and admin decide the whole request.',
  items: {
    type: 'object',
    properties: {
      step: { type: 'integer', minimum: 1, maximum: 5 },
      approverType: { type: 'string', enum: ['manager', 'managersManager', 'person', 'role'] },
      approverId: { type: ['string', 'null'], description: 'The person who decides the step; null for a role\'s step, or a step nobody could be found for.' },
      role: { type: ['string', 'null'], enum: ['admin', 'finance', null], description: 'For a role\'s step: the role whose holders decide it.' },
      status: { type: 'string', enum: [...APPROVAL_STATUSES] },
      decidedBy: { type: ['string', 'null'] },
      decidedAt: { type: ['string', 'null'], format: 'date-time' },
    },
    required: ['step', 'approverType', 'approverId', 'role', 'status', 'decidedBy', 'decidedAt'],
    additionalProperties: false,
  },
  examples: [[
    { step: 1, approverType: 'manager', approverId: 'Vq3xY0aZ1bC2dE3fG4hI5j', role: null, status: 'approved', decidedBy: 'Vq3xY0aZ1bC2dE3fG4hI5j', decidedAt: '2026-03-02T09:30:00.000Z' },
    { step: 2, approverType: 'role', approverId: null, role: 'finance', status: 'pending', decidedBy: null, decidedAt: null },
  ]],
};
