import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ASSIGNABLE_ROLES, AssignableRole, CompanyGrants, GRANT_ROLES, GrantRole, OWNER_ROLE, requireWithinScopeCeiling } from '../../core/auth/roles';
import { isScope, Scope } from '../../core/auth/scopes';
import { hashTokenSecret, newTokenSecret } from '../../core/auth/token-secret';
import { ApiError } from '../../core/errors/api-error';
import { newId } from '../../core/ids';
import { PeopleService } from '../people';
import { assertAnotherActiveOwner, isActiveOwner, lockOwnerChanges } from '../people';
import { Person, personByEmail } from '../people';
import { Company } from '../companies';
import { ApiToken } from './api-token.entity';
import { ApiTokenLookup } from './api-token-lookup.entity';
import { writeTransaction } from '../../core/database/write-transaction';
import { AuditLog } from '../../core/audit/audit-log.service';

export interface NewToken {
  email: string;
  scopes: string[];
  name?: string;
  expiresAt?: string;
}

/** The console's token and role operations (D2, D3); not exposed through the HTTP API. */
@Injectable()
export class TokensService {
  constructor(
    private readonly db: DataSource,
    private readonly people: PeopleService,
    private readonly audit: AuditLog,
  ) {}

  async findUser(email: string): Promise<Person> {
    const found = await personByEmail(this.db.manager, email);
    const person = found && await this.db.getRepository(Person).findOne({ where: { companyId: found.companyId, id: found.personId } });
    if (!person) throw new ApiError(404, `No user with email ${email}`);
    return person;
  }

  async create(input: NewToken) {
    const scopes = parseScopes(input.scopes);
    let expiresAt: Date | null = null;
    if (input.expiresAt !== undefined) {
      expiresAt = new Date(input.expiresAt);
      if (Number.isNaN(expiresAt.getTime())) throw ApiError.invalidField('expiresAt', 'must be an ISO 8601 date-time');
      if (expiresAt.getTime() <= Date.now()) throw ApiError.invalidField('expiresAt', 'must be in the future');
    }
    const person = await this.findUser(input.email);
    const secret = newTokenSecret();
    const now = new Date();
    const token: ApiToken = {
      id: newId(), companyId: person.companyId, personId: person.id, name: input.name ?? null, secretHash: hashTokenSecret(secret),
      scopes, expiresAt, revokedAt: null, lastUsedAt: null, createdAt: now, updatedAt: now,
    };
    await writeTransaction(this.db, async (em) => {
      await em.getRepository(ApiToken).insert(token);
      await em.getRepository(ApiTokenLookup).insert({ secretHash: token.secretHash, companyId: token.companyId, tokenId: token.id });
      await this.audit.recordWrite(em, {
        companyId: person.companyId, action: 'token.created', subjectPersonIds: [person.id], target: { type: 'token', id: token.id },
        fields: ['scopes', 'name', 'expiresAt'], changes: { scopes: { from: null, to: scopes } },
      });
    });
    return { id: token.id, token: secret, scopes, personId: person.id, companyId: person.companyId };
  }

  async list(email: string) {
    const person = await this.findUser(email);
    const tokens = await this.db.getRepository(ApiToken).find({ where: { personId: person.id }, order: { createdAt: 'ASC' } });
    return {
      data: tokens.map((t) => ({
        id: t.id, name: t.name, scopes: t.scopes, createdAt: t.createdAt.toISOString(),
        lastUsedAt: t.lastUsedAt?.toISOString() ?? null, expiresAt: t.expiresAt?.toISOString() ?? null,
        revokedAt: t.revokedAt?.toISOString() ?? null,
      })),
    };
  }

  async revoke(id: string) {
    await writeTransaction(this.db, async (em) => {
      const [rows] = await em.query(
        `UPDATE api_tokens SET revoked_at = COALESCE(revoked_at, now()), updated_at = now() WHERE id = $1 RETURNING id, company_id, person_id`,
        [id],
      );
      if (rows.length === 0) throw new ApiError(404, `No token with id ${id}`);
      await this.audit.recordWrite(em, {
        companyId: rows[0].company_id, action: 'token.revoked', subjectPersonIds: [rows[0].person_id], target: { type: 'token', id }, fields: ['revokedAt'],
      });
    });
    return { id, revoked: true as const };
  }

  /**
   * `token:grant`: adds scopes to an existing token (a scope added by an upgrade is not in tokens made before it), within
   * the ceiling of its user's role and the company's grants (D3); a revoked or expired token is refused.
   */
  async grant(id: string, requested: string[]) {
    const scopes = parseScopes(requested);
    return writeTransaction(this.db, async (em) => {
      const token = await em.getRepository(ApiToken).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!token) throw new ApiError(404, `No token with id ${id}`);
      if (token.revokedAt || (token.expiresAt && token.expiresAt.getTime() <= Date.now())) {
        throw new ApiError(409, `token ${id} is ${token.revokedAt ? 'revoked' : 'expired'}: make a new one with token:create`);
      }
      const person = await em.getRepository(Person).findOne({ where: { id: token.personId } });
      const company = await em.getRepository(Company).findOne({ where: { id: token.companyId } });
      if (!person || !company) throw new ApiError(404, `No user for token ${id}`);
      requireWithinScopeCeiling(person.role, company.permissions ?? { compensations: [], documents: [] }, scopes);
      const after = [...new Set([...token.scopes, ...scopes])] as Scope[];
      if (after.length !== token.scopes.length) {
        await em.getRepository(ApiToken).update({ id }, { scopes: after, updatedAt: new Date() });
        await this.audit.recordWrite(em, {
          companyId: token.companyId, action: 'token.scopesGranted', subjectPersonIds: [token.personId], target: { type: 'token', id },
          fields: ['scopes'], changes: { scopes: { from: token.scopes, to: after } },
        });
      }
      return { id, name: token.name, scopes: after, personId: token.personId, companyId: token.companyId };
    });
  }

  async setRole(email: string, role: string) {
    if (!(ASSIGNABLE_ROLES as readonly string[]).includes(role)) {
      throw ApiError.invalidField('role', `must be one of ${ASSIGNABLE_ROLES.join(', ')}`);
    }
    const found = await this.findUser(email);
    const person = await writeTransaction(this.db, async (em) => {
      // The owner lock before the person's, as every owner change takes them (modules/people/owners.ts).
      await lockOwnerChanges(em, found.companyId);
      const locked = await em.getRepository(Person).findOne({ where: { id: found.id }, lock: { mode: 'pessimistic_write' } });
      if (!locked) throw new ApiError(404, `No user with email ${email}`);
      if (role !== OWNER_ROLE && isActiveOwner(locked)) {
        await assertAnotherActiveOwner(em, locked.companyId, locked.id, 'role', 'the only active owner of the company cannot be demoted; make another person owner first');
      }
      await this.people.withUpdateEvents(em, locked.companyId, [locked.id], () =>
        em.getRepository(Person).update({ id: locked.id }, { role: role as AssignableRole, updatedAt: new Date() }),
      );
      await this.audit.recordWrite(em, {
        companyId: locked.companyId, action: 'person.roleChanged', subjectPersonIds: [locked.id], target: { type: 'person', id: locked.id },
        fields: ['role'], changes: { role: { from: locked.role, to: role } },
      });
      const [changed] = await this.people.ownerViews(em, [locked]);
      return changed;
    });
    return person;
  }

  async setPermissions(companyId: string, changes: Partial<Record<keyof CompanyGrants, string | undefined>>) {
    const repo = this.db.getRepository(Company);
    const company = await repo.findOne({ where: { id: companyId } });
    if (!company) throw new ApiError(404, `No company with id ${companyId}`);
    const grants: CompanyGrants = { ...{ compensations: [], documents: [] }, ...company.permissions };
    for (const area of ['compensations', 'documents'] as const) {
      const value = changes[area];
      if (value === undefined) continue;
      const roles = value.split(',').map((s) => s.trim()).filter(Boolean);
      const bad = roles.filter((r) => !(GRANT_ROLES as readonly string[]).includes(r));
      if (bad.length) throw ApiError.invalidField(area, `unknown role(s) ${bad.join(', ')}; use ${GRANT_ROLES.join(', ')}`);
      grants[area] = [...new Set(roles)] as GrantRole[];
    }
    await writeTransaction(this.db, async (em) => {
      await em.getRepository(Company).update({ id: companyId }, { permissions: grants, updatedAt: new Date() });
      await this.audit.recordWrite(em, {
        companyId, action: 'company.permissionsChanged', target: { type: 'company', id: companyId }, fields: ['permissions'],
        changes: { permissions: { from: company.permissions ?? null, to: grants } },
      });
    });
    return grants;
  }
}

function parseScopes(scopes: string[]): Scope[] {
  if (scopes.length === 0) throw ApiError.invalidField('scopes', 'at least one scope is required');
  const bad = scopes.filter((s) => !isScope(s));
  if (bad.length) throw ApiError.invalidField('scopes', `unknown scope(s) ${bad.join(', ')}`);
  return [...new Set(scopes)] as Scope[];
}
