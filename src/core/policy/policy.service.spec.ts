import { ApiError } from '../errors/api-error';
import { PolicyService } from './policy.service';
import { REPORTS_OF_MARKER } from './visible-field.sql';
import { RESOURCE_ACCESS } from './resource-access';
import { openStepDeciderSql } from './review-steps.sql';
import { PEOPLE_DIRECTORY } from '../../modules/people/person-directory';
import { ALL_GRANTS, authOf } from '../../../test/support/auth-context';

/**
 * The access layer's row question (`rowConditions`), which every read path asks (the core's lists and retrieves,
 * compiled or not, `readScope` for exports, writes): role rows, D5's new-hire rule, company-wide rows and sections.
 */
const policy = new PolicyService(PEOPLE_DIRECTORY);
const NOT_NEW_HIRE = (alias: string) => PEOPLE_DIRECTORY.notNewHireSql(`${alias}.person_id`, `${alias}.company_id`);

describe('access layer: rows of custom values follow the policy rows of their section', () => {
  const owner = { personColumn: 'person_id' };

  it('gives a user their own values of every section but compensation, each group with its new-hire rule', () => {
    const [condition] = policy.rowConditions(authOf('user', { personId: 'p-me' }), 'customValue', 'read', 'v', owner);
    expect(condition.sql).toBe(
      `((v.section NOT IN (:...sections0) AND (v.person_id = :policyPersonId) AND ${NOT_NEW_HIRE('v')})`
      + ` OR (v.section IN (:...sections1) AND (v.person_id = :policyPersonId) AND ${NOT_NEW_HIRE('v')})`
      + ` OR (v.section IN (:...sections2) AND (v.person_id = :policyPersonId) AND ${NOT_NEW_HIRE('v')})`
      + ` OR (v.section IN (:...sections3) AND (v.person_id = :policyPersonId) AND ${NOT_NEW_HIRE('v')}))`,
    );
    expect(condition.params).toMatchObject({
      sections0: ['banking', 'equipment', 'compensation'], sections1: ['banking'], sections2: ['equipment'], sections3: ['compensation'],
    });
  });

  it('leaves out compensation values without the compensations scope, whatever the role row', () => {
    const [condition] = policy.rowConditions(authOf('owner', { scopes: ['public:read', 'private:read'] }), 'customValue', 'read', 'v', owner);
    expect(condition.params).not.toHaveProperty('sections3');
    expect(Object.values(condition.params)).not.toContainEqual(['compensation']);
  });

  it('narrows a manager\'s profile values to their own and their reports\' but keeps bank values their own', () => {
    const [condition] = policy.rowConditions(authOf('user', { isManager: true }), 'customValue', 'read', 'v', owner);
    const groups = condition.sql.slice(1, -1).split(' OR (v.section');
    expect(groups[0]).toContain(`v.person_id IN (${PEOPLE_DIRECTORY.reportsOfSql})`);
    expect(groups[1]).not.toContain('policy_reports');
  });

  it('answers 403 naming custom values when no section is open (finance writes only compensation values, with that scope)', () => {
    const withoutCompensations = authOf('finance', { scopes: ['public:read', 'private:read', 'private:write'] });
    expect(() => policy.rowConditions(withoutCompensations, 'customValue', 'write', 'v', owner)).toThrow(ApiError);
    expect(() => policy.rowConditions(withoutCompensations, 'customValue', 'write', 'v', owner)).toThrow('Your role may not write custom values');
    expect(policy.mayTake(withoutCompensations, 'customValue', 'write')).toBe(false);
    expect(policy.mayTake(authOf('finance'), 'customValue', 'write')).toBe(true);
    expect(policy.mayTake(authOf('user'), 'customValue', 'write')).toBe(true); // their own bank values
  });
});

describe('access layer: company-wide rows and the new-hire rule', () => {
  it('lets every reader of documents read company-wide ones, but writes only reach people\'s rows', () => {
    const reader = authOf('user', { personId: 'p-me' });
    const [read, newHires] = policy.rowConditions(reader, 'document', 'read', 'd', { personColumn: 'person_id' });
    expect(read.sql).toBe('((d.person_id = :policyPersonId) OR d.person_id IS NULL)');
    expect(newHires.sql).toBe(NOT_NEW_HIRE('d'));
    expect(policy.rowConditions(reader, 'document', 'write', 'd', { personColumn: 'person_id' })[0].sql).toBe('(d.person_id = :policyPersonId)');
  });

  it('adds no condition for the owner, who reaches every row and sees new hires', () => {
    expect(policy.rowConditions(authOf('owner', { grants: ALL_GRANTS }), 'document', 'read', 'd', { personColumn: 'person_id' })).toEqual([]);
  });

  it('keeps new hires out of people lists for other roles, by the row\'s own status', () => {
    expect(policy.rowConditions(authOf('finance'), 'person', 'read', 'person', { personColumn: 'id' })).toEqual([
      { sql: PEOPLE_DIRECTORY.notNewHireRowSql('person'), params: {} },
    ]);
  });

  it('answers 403 when the role reaches no row', () => {
    expect(() => policy.rowConditions(authOf('tech'), 'document', 'read', 'd', { personColumn: 'person_id' })).toThrow('Your role may not read this resource');
  });
});

describe('access layer: rows decided in steps', () => {
  it('lets the decider of a request\'s open step reach it for write, beyond the role rows; reads are not widened', () => {
    const finance = authOf('finance', { personId: 'p-me' });
    const [write] = policy.rowConditions(finance, 'timeAway', 'write', 'entry', { personColumn: 'person_id' });
    expect(write.sql).toBe(`((entry.person_id = :policyPersonId) OR ${openStepDeciderSql('entry', RESOURCE_ACCESS.timeAway!.reviewSteps!, 'person_id')})`);
    expect(write.params).toEqual({ policyPersonId: 'p-me', policyCompanyId: 'c1', policyRole: 'finance' });
    expect(policy.rowConditions(finance, 'timeAway', 'read', 'entry', { personColumn: 'person_id' })).toEqual([
      { sql: NOT_NEW_HIRE('entry'), params: {} },
    ]);
    expect(policy.rowConditions(authOf('admin'), 'timeAway', 'write', 'entry', { personColumn: 'person_id' })).toEqual([]);
  });

  it('finds the open step in the row: its first pending step, while the row is pending', () => {
    expect(openStepDeciderSql('entry', RESOURCE_ACCESS.timeAway!.reviewSteps!, 'person_id').replace(/\s+/g, ' ')).toBe(
      `(entry.request_status = 'pending' AND ((jsonb_path_query_first(entry.approvals, '$[*] ? (@.status == "pending")') ->> 'approverId') = :policyPersonId `
      + `OR ((jsonb_path_query_first(entry.approvals, '$[*] ? (@.status == "pending")') ->> 'role') = :policyRole AND entry.person_id <> :policyPersonId)))`,
    );
  });
});

describe('access layer: SQL written before the access layer is at hand', () => {
  it('puts the reporting lines where the marker stands', () => {
    const sql = policy.withReportingLines(`x IN (${REPORTS_OF_MARKER}) OR y IN (${REPORTS_OF_MARKER})`);
    expect(sql).toBe(`x IN (${PEOPLE_DIRECTORY.reportsOfSql}) OR y IN (${PEOPLE_DIRECTORY.reportsOfSql})`);
  });
});
