import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Approval flows of time-away requests (docs/decisions-time-away.md, "Approval flows"): a company's flows, each of 1
 * to 5 steps (`[{ approver, personId?, role? }]`, checked by the API). A person's `time_away_approval_flow_id` was
 * stored as given until now: values naming no flow of the person's company (every stored one, as no flow existed)
 * become null, which keeps today's single review step, and a foreign key keeps every later one a flow of the
 * company; a flow a person uses cannot be deleted (the key refuses it). The nulled values record no event: they
 * named nothing.
 */
export class TimeAwayApprovalFlows1763700000800 implements MigrationInterface {
  name = 'TimeAwayApprovalFlows1763700000800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE time_away_approval_flows (
        id text NOT NULL,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        name text NOT NULL,
        steps jsonb NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (id, company_id),
        CONSTRAINT time_away_approval_flows_steps_check CHECK ((jsonb_typeof(steps) = 'array') AND (jsonb_array_length(steps) BETWEEN 1 AND 5))
      )`);
    await q.query(`CREATE INDEX time_away_approval_flows_list ON time_away_approval_flows (company_id, created_at, id)`);
    await q.query(`
      UPDATE people p SET time_away_approval_flow_id = NULL
       WHERE p.time_away_approval_flow_id IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM time_away_approval_flows f WHERE f.company_id = p.company_id AND f.id = p.time_away_approval_flow_id)`);
    await q.query(`ALTER TABLE people ADD CONSTRAINT people_time_away_approval_flow
      FOREIGN KEY (company_id, time_away_approval_flow_id) REFERENCES time_away_approval_flows (company_id, id)`);
    // The key's check when a flow is deleted: the people using it, found without a scan of the company's people.
    await q.query(`CREATE INDEX people_by_approval_flow ON people (company_id, time_away_approval_flow_id) WHERE time_away_approval_flow_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX people_by_approval_flow`);
    await q.query(`ALTER TABLE people DROP CONSTRAINT people_time_away_approval_flow`);
    await q.query(`DROP TABLE time_away_approval_flows`);
  }
}
