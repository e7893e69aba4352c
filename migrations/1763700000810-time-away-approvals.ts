import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The approval steps of a time-away request (docs/decisions-time-away.md, "Approval flows"): copied from the
 * requester's flow when the request is made, `[{ step, approverType, approverId, role, status, decidedBy,
 * decidedAt }]` in step order. Entries made before keep `[]` (decided as before: one review). A constant default
 * adds the column without rewriting the table.
 */
export class TimeAwayApprovals1763700000810 implements MigrationInterface {
  name = 'TimeAwayApprovals1763700000810';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE time_away ADD COLUMN approvals jsonb NOT NULL DEFAULT '[]'::jsonb`);
    await q.query(`ALTER TABLE time_away ADD CONSTRAINT time_away_approvals_check CHECK (jsonb_typeof(approvals) = 'array') NOT VALID`);
    await q.query(`ALTER TABLE time_away VALIDATE CONSTRAINT time_away_approvals_check`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE time_away DROP COLUMN approvals`);
  }
}
