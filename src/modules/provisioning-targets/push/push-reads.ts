import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import { Clock } from '../../../core/clock';
import { PositionalParams } from '../../../core/database/positional-params';
import { poolOf, runStatement } from '../../../core/database/prepared-query';
import { SCIM_INACTIVE_FROM_SQL, SCIM_LISTED_SQL, SCIM_USER_SELECT, SCIM_USER_SOURCE, type ScimUserRow } from '../../scim';

/** A person's User row as the service provider selects it, and when `active` turns false (null: no last day). */
export type PushedRow = ScimUserRow & { inactiveFrom: Date | null };

export interface Mapping {
  personId: string;
  remoteId: string;
  sentHash: string;
  sentActive: boolean | null;
}

export const PAGE = 500;

const USERS = (where: string, tail = '') => `SELECT ${SCIM_USER_SELECT},
  ${SCIM_INACTIVE_FROM_SQL} AS "inactiveFrom"
FROM ${SCIM_USER_SOURCE}
WHERE p.company_id = :scimCompanyId AND (${SCIM_LISTED_SQL}) AND ${where}${tail}`;

/** The people given, and those reporting to them (a manager's name is part of their Users). */
const USERS_OF_PEOPLE = USERS('(p.id = ANY (:ids::text[]) OR r.reporting_to = ANY (:ids::text[]))');
/** A page of the company's listed people, in id order after `:after`. */
const USERS_PAGE = USERS('p.id > :after', `\nORDER BY p.id\nLIMIT ${PAGE}`);

/** The people given as the record still gives them, listed or not (a person no longer listed, turned off at an Entra target). */
const USERS_AS_RECORDED = `SELECT ${SCIM_USER_SELECT},
  ${SCIM_INACTIVE_FROM_SQL} AS "inactiveFrom"
FROM ${SCIM_USER_SOURCE}
WHERE p.company_id = :scimCompanyId AND p.id = ANY (:ids::text[])`;

/** A target's Users whose people the service provider no longer lists (gone, erased, past retention). */
const UNLISTED = (people: string) => `SELECT m.person_id AS "personId", m.remote_id AS "remoteId", m.sent_hash AS "sentHash", m.sent_active AS "sentActive"
FROM provisioning_target_users m
WHERE m.company_id = :scimCompanyId AND m.target_id = :targetId${people}
  AND NOT EXISTS (
    SELECT 1 FROM ${SCIM_USER_SOURCE}
     WHERE p.company_id = m.company_id AND p.id = m.person_id AND (${SCIM_LISTED_SQL}))`;
const UNLISTED_OF_PEOPLE = UNLISTED(' AND m.person_id = ANY (:ids::text[])');
const UNLISTED_ALL = UNLISTED('');

/**
 * What the connector reads: Users exactly as the service provider lists them (its SELECT, source and lifecycle, at
 * the clock's instant), seen as the owner sees them (every person), and the ids targets gave them.
 */
@Injectable()
export class PushReads {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  usersOf(companyId: string, personIds: string[]): Promise<PushedRow[]> {
    return this.run<PushedRow>(USERS_OF_PEOPLE, companyId, { ids: personIds });
  }

  page(companyId: string, after: string): Promise<PushedRow[]> {
    return this.run<PushedRow>(USERS_PAGE, companyId, { after });
  }

  usersAsRecorded(companyId: string, personIds: string[]): Promise<PushedRow[]> {
    return this.run<PushedRow>(USERS_AS_RECORDED, companyId, { ids: personIds });
  }

  unlisted(companyId: string, targetId: string, personIds: string[] | null): Promise<Mapping[]> {
    return personIds === null
      ? this.run<Mapping>(UNLISTED_ALL, companyId, { targetId })
      : this.run<Mapping>(UNLISTED_OF_PEOPLE, companyId, { targetId, ids: personIds });
  }

  async mappings(companyId: string, targetId: string, personIds: string[]): Promise<Map<string, Mapping>> {
    const rows = await runStatement<Mapping>(poolOf(this.db),
      `SELECT person_id AS "personId", remote_id AS "remoteId", sent_hash AS "sentHash", sent_active AS "sentActive"
         FROM provisioning_target_users WHERE company_id = $1 AND target_id = $2 AND person_id = ANY ($3::text[])`,
      [companyId, targetId, personIds]);
    return new Map(rows.map((m) => [m.personId, m]));
  }

  private run<R>(sql: string, companyId: string, params: Record<string, unknown>): Promise<R[]> {
    const positional = new PositionalParams();
    const text = positional.convert(sql, {
      scimCompanyId: companyId,
      scimNow: this.clock.now(),
      scimPreprovisionDays: this.config.scimPreprovisionDays,
      scimRetentionDays: this.config.scimDeprovisionedRetentionDays,
      ...params,
    });
    return runStatement<R>(poolOf(this.db), text, positional.values);
  }
}
