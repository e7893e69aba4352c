import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { ApiError } from '../../../core/errors/api-error';
import { countryName, timezoneOf } from '../../../core/geo/places';
import { newId } from '../../../core/ids';
import { lockCompanyRow } from '../../companies';
import { insertLocations } from '../../locations';
import { defaultPolicyIdOf } from '../../time-away-policies';
import { calendarFeedTokenIndexer, newCalendarFeedToken } from '../calendar-feed-token';
import { addPeopleLookups } from '../person-lookups';
import { DataKeyStore, fieldContext, SealedValues } from '../../../core/crypto';
import { PERSON_SEALED } from '../person.entity';
import { DemoSeedSteps } from './demo-seed-steps';
import {
  CONTRACT_TYPES, DEPARTMENTS, DIETS, FIRST_NAMES, GENDERS, LAST_NAMES, PLACES, seededRandom, TEAMS,
} from './demo-data';
import { writeTransaction } from '../../../core/database/write-transaction';

const DAY = 86_400_000;
const CHUNK = 1000;
/** Managers have about this many direct reports (a tree about five levels deep for 10,000 people). */
const SPAN = 7;
export const MAX_DEMO_PEOPLE = 100_000;

interface SeedPerson {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  status: 'active' | 'newHire';
  start: string;
  end: string | null;
  locationId: string;
  remoteCity: string | null;
  remoteCountryCode: string | null;
  remoteTimezone: string | null;
  phone: string;
  birthday: string;
  gender: string;
  contractType: string;
  dietaryPreference: string;
  teams: { name: string }[];
  employeeId: string;
}

interface SeedRole {
  id: string;
  personId: string;
  jobTitle: string;
  department: string;
  effectiveDate: string;
  endDate: string | null;
  isFirst: boolean;
  reportingTo: string | null;
}

/** The seeded company and the counts of what was written: locations, people, job roles, then one per step (compensations). */
export type DemoSeedResult = { companyId: string; locations: number; people: number; jobRoles: number } & Record<string, number>;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * `seed:demo` (D2): a realistic company for benchmarks, written in bulk (no events): locations around the world,
 * remote people, a reporting tree under the owner, about 3 job roles per person with a correct chain, some
 * people offboarded, some new hires and some future-dated promotions; and compensation history (about 4 entries a person).
 */
@Injectable()
export class DemoSeedService {
  constructor(
    private readonly db: DataSource,
    private readonly steps: DemoSeedSteps,
    private readonly keys: DataKeyStore,
    private readonly sealedValues: SealedValues,
  ) {}

  async seed(companyId: string, count: number): Promise<DemoSeedResult> {
    if (!Number.isInteger(count) || count < 1 || count > MAX_DEMO_PEOPLE) {
      throw ApiError.invalidField('people', `must be a whole number from 1 to ${MAX_DEMO_PEOPLE}`);
    }
    const result = await writeTransaction(this.db, async (em) => {
      if (!(await lockCompanyRow(em, companyId))) throw new ApiError(404, `No company with id ${companyId}`);
      const [owner] = await em.query(`SELECT id FROM people WHERE company_id = $1 AND role = 'owner' ORDER BY created_at LIMIT 1`, [companyId]);
      const [{ seeded }] = await em.query(`SELECT count(*)::int AS seeded FROM people WHERE company_id = $1 AND demo`, [companyId]);
      const random = seededRandom(`${companyId}:${seeded}`);
      const locations = await this.insertLocations(em, companyId);
      const { people, roles } = this.makePeople(random, companyId, count, seeded, locations, owner?.id ?? null);
      for (let i = 0; i < people.length; i += CHUNK) await this.insertPeople(em, companyId, people.slice(i, i + CHUNK));
      for (let i = 0; i < roles.length; i += CHUNK) await this.insertRoles(em, companyId, roles.slice(i, i + CHUNK));
      const counts: Record<string, number> = {};
      for (const step of this.steps.all()) counts[step.name] = await step.seed(em, companyId, people.map((p) => p.id));
      return { companyId, locations: locations.length, people: people.length, jobRoles: roles.length, ...counts } as DemoSeedResult;
    });
    // Fresh statistics and visibility maps, as autovacuum would leave them, so index-only scans apply at once.
    const tables = ['people', 'job_roles', 'locations', ...this.steps.all().flatMap((step) => step.tables)];
    await this.db.query(`VACUUM ANALYZE ${tables.join(', ')}`);
    return result;
  }

  private async insertLocations(em: EntityManager, companyId: string): Promise<string[]> {
    const policyId = await defaultPolicyIdOf(em, companyId);
    if (!policyId) throw ApiError.invalidField('company', 'has no time-away policy for its locations');
    return insertLocations(em, companyId, PLACES.map((place) => ({
      label: `${place.city} office`, city: place.city, country: countryName(place.countryCode), countryCode: place.countryCode,
      timezone: timezoneOf(place.city, place.countryCode), timeAwayPolicyId: policyId,
    })));
  }

  private makePeople(random: () => number, companyId: string, count: number, offset: number, locations: string[], ownerId: string | null) {
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
    const today = Date.parse(`${day(Date.now())}T00:00:00Z`);
    const domain = `${companyId.slice(0, 8).toLowerCase().replace(/[^a-z0-9]/g, 'x')}.demo.example`;
    const people: SeedPerson[] = [];
    const roles: SeedRole[] = [];
    for (let i = 0; i < count; i++) {
      const n = offset + i;
      const firstName = pick(FIRST_NAMES);
      const lastName = pick(LAST_NAMES);
      const roleCount = 1 + (n % 5); // 1..5, three on average
      const kind = random();
      const newHire = kind < 0.03;
      const offboarded = !newHire && kind < 0.07;
      const start = newHire ? today + (7 + Math.floor(random() * 60)) * DAY : today - (roleCount * 300 + 30 + Math.floor(random() * 900)) * DAY;
      const remote = random() < 0.15;
      const place = pick(PLACES);
      const id = newId();
      const managerIndex = i === 0 ? -1 : Math.floor((i - 1) / SPAN);
      const manager = managerIndex < 0 ? ownerId : people[managerIndex].id;
      const department = DEPARTMENTS[(managerIndex < 0 ? n : managerIndex) % DEPARTMENTS.length];
      const lastRoleStart = newHire ? start : start + (roleCount - 1) * 300 * DAY;
      people.push({
        id, firstName, lastName, email: `${firstName}.${lastName}.${n}@${domain}`.toLowerCase(), status: newHire ? 'newHire' : 'active',
        start: day(start), end: offboarded ? day(Math.min(today - DAY, lastRoleStart + 200 * DAY)) : null,
        locationId: remote ? 'remote' : pick(locations), remoteCity: remote ? place.city : null, remoteCountryCode: remote ? place.countryCode : null,
        remoteTimezone: remote ? timezoneOf(place.city, place.countryCode) : null,
        phone: `${place.phone}${String(1000 + (n % 9000)).slice(-3)}`, birthday: day(Date.parse('1965-01-01') + Math.floor(random() * 13000) * DAY),
        gender: pick(GENDERS), contractType: pick(CONTRACT_TYPES), dietaryPreference: pick(DIETS),
        teams: random() < 0.6 ? [{ name: pick(TEAMS) }] : [], employeeId: `DEMO-${String(n + 1).padStart(6, '0')}`,
      });
      const steps = newHire ? 1 : roleCount;
      for (let r = 0; r < steps; r++) {
        const effective = start + r * 300 * DAY;
        roles.push({
          id: newId(), personId: id, department: department.name, jobTitle: department.titles[Math.min(r, department.titles.length - 1)],
          effectiveDate: day(effective), endDate: r < steps - 1 ? day(effective + 299 * DAY) : null, isFirst: r === 0, reportingTo: manager,
        });
      }
      // One in twenty has a promotion already agreed for next month (future-dated, not current).
      if (!newHire && !offboarded && n % 20 === 0) {
        const last = roles[roles.length - 1];
        const next = today + 30 * DAY;
        last.endDate = day(next - DAY);
        roles.push({ ...last, id: newId(), jobTitle: `${last.jobTitle} (promoted)`, effectiveDate: day(next), endDate: null, isFirst: false });
      }
    }
    return { people, roles };
  }

  private async insertPeople(em: EntityManager, companyId: string, people: SeedPerson[]): Promise<void> {
    const col = <K extends keyof SeedPerson>(key: K) => people.map((p) => p[key]);
    // One millisecond apart, in seed order: the list order (createdAt, id) is the seed order.
    const base = Date.now();
    const created = people.map((_, i) => new Date(base + i));
    // Each feed token stored sealed for its row, with its blind index beside it (as PeopleService.insertRow does).
    const tokens = people.map(() => newCalendarFeedToken());
    const indexOf = await calendarFeedTokenIndexer(this.keys);
    const indexes = tokens.map(indexOf);
    const sealedTokens = await this.sealedValues.sealAll(companyId, people.map((p, i) => ({
      value: tokens[i], context: fieldContext(PERSON_SEALED, 'calendarFeedToken', companyId, p.id),
    })));
    await em.query(
      `INSERT INTO people (id, company_id, first_name, last_name, email, role, status, employment_start_date, employment_end_date,
                           location_id, remote_city, remote_country_code, remote_timezone, phone_number, birthday, gender, contract_type,
                           dietary_preference, teams, employee_id, calendar_feed_token, calendar_feed_token_index, demo, created_at, updated_at)
       SELECT id, $1, first_name, last_name, email, 'user', status, start_date, end_date, location_id, remote_city, remote_country,
              remote_tz, phone, birthday, gender, contract_type, diet, teams::jsonb, employee_id, token, token_index, true, created, created
         FROM unnest($2::timestamptz[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::date[], $9::date[], $10::text[], $11::text[],
                     $12::text[], $13::text[], $14::text[], $15::date[], $16::text[], $17::text[], $18::text[], $19::text[], $20::text[], $21::text[], $22::text[])
           AS s(created, id, first_name, last_name, email, status, start_date, end_date, location_id, remote_city, remote_country, remote_tz,
                phone, birthday, gender, contract_type, diet, teams, employee_id, token, token_index)`,
      [
        companyId, created, col('id'), col('firstName'), col('lastName'), col('email'), col('status'), col('start'), col('end'), col('locationId'),
        col('remoteCity'), col('remoteCountryCode'), col('remoteTimezone'), col('phone'), col('birthday'), col('gender'), col('contractType'),
        col('dietaryPreference'), people.map((p) => JSON.stringify(p.teams)), col('employeeId'), sealedTokens, indexes,
      ],
    );
    await addPeopleLookups(em, companyId, people.map((p, i) => ({ id: p.id, email: p.email, calendarFeedTokenIndex: indexes[i] })));
  }

  private async insertRoles(em: EntityManager, companyId: string, roles: SeedRole[]): Promise<void> {
    const col = <K extends keyof SeedRole>(key: K) => roles.map((r) => r[key]);
    const now = new Date();
    await em.query(
      `INSERT INTO job_roles (id, company_id, person_id, job_title, department, effective_date, end_date, is_first, reporting_to, created_at, updated_at)
       SELECT id, $1, person_id, job_title, department, effective_date, end_date, is_first, reporting_to, $2, $2
         FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::date[], $8::date[], $9::boolean[], $10::text[])
           AS s(id, person_id, job_title, department, effective_date, end_date, is_first, reporting_to)`,
      [companyId, now, col('id'), col('personId'), col('jobTitle'), col('department'), col('effectiveDate'), col('endDate'), col('isFirst'), col('reportingTo')],
    );
  }
}
