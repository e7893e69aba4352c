import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { ResourceService } from '../../core/crud/resource.service';
import { ResourceDefinition } from '../../core/crud/resource-definition';
import { countryName, isPostcodeInvalid, timezoneOf } from '../../core/geo/places';
import { holidayRegionOf, stateCodeOf } from '../public-holidays';
import { assertReference } from '../../core/tenancy/tenant-query';
import { expectReference } from '../../core/tenancy/key-checked-reference';
import { OutboxService } from '../../core/outbox/outbox.service';
import { PolicyService } from '../../core/policy/policy.service';
import { TimeAwayPolicy } from '../time-away-policies';
import { CreateLocationDto, UpdateLocationDto } from './location.dto';
import { Location } from './location.entity';
import { CalendarMoves, LocationDeletionChecks, LocationPolicyMoves, WorkingPatternMoves } from './location-hooks';

const LOCATION_FIELDS = [
  'id', 'companyId', 'label', 'address', 'postcode', 'city', 'state', 'country', 'regionCode', 'countryCode',
  'timezone', 'isAddressInvalid', 'timeAwayPolicyId', 'workingPatternId', 'createdAt', 'updatedAt',
] as const;

/** The location's key to its working pattern: a pattern of another company, or none, is a 422 on `workingPatternId`. */
const WORKING_PATTERN_KEY = 'locations_working_pattern';

/** What an update learned before the row was stored, for afterWrite (kept per write, not on the service). */
interface LocationWrite {
  /** The holiday calendar the location gives its people moved. */
  calendarMoved: boolean;
  /** The working pattern the location gives its people changed. */
  patternMoved: boolean;
}

@Injectable()
export class LocationsService extends ResourceService<Location, CreateLocationDto, UpdateLocationDto, LocationWrite> {
  readonly definition: ResourceDefinition<Location> = {
    name: 'location',
    policy: 'location',
    entity: Location,
    alias: 'location',
    query: { filters: {} },
    fields: LOCATION_FIELDS,
    read: {
      fields: [...LOCATION_FIELDS, 'displayName'],
      // The label, else "city, country".
      sql: { displayName: `COALESCE(NULLIF(location.label, ''), concat_ws(', ', NULLIF(location.city, ''), NULLIF(location.country, '')))` },
    },
    auditValues: ['countryCode', 'timezone'],
  };

  constructor(
    db: DataSource,
    outbox: OutboxService,
    policy: PolicyService,
    private readonly policyMoves: LocationPolicyMoves,
    private readonly deletionChecks: LocationDeletionChecks,
    private readonly calendarMoves: CalendarMoves,
    private readonly patternMoves: WorkingPatternMoves,
  ) {
    super(db, outbox, policy);
  }

  protected async buildNew(em: EntityManager, auth: AuthContext, input: CreateLocationDto) {
    await assertReference(em, auth, TimeAwayPolicy, input.timeAwayPolicyId, 'timeAwayPolicyId');
    expectReference(em, WORKING_PATTERN_KEY, 'workingPatternId', input.workingPatternId);
    const row = { ...input } as Location;
    inferPlace(row);
    return row;
  }

  protected async applyUpdate(em: EntityManager, auth: AuthContext, row: Location, input: UpdateLocationDto): Promise<LocationWrite> {
    await assertReference(em, auth, TimeAwayPolicy, input.timeAwayPolicyId, 'timeAwayPolicyId');
    expectReference(em, WORKING_PATTERN_KEY, 'workingPatternId', input.workingPatternId);
    const policyBefore = row.timeAwayPolicyId;
    const calendarBefore = locationCalendar(row);
    const patternBefore = row.workingPatternId;
    await super.applyUpdate(em, auth, row, input);
    inferPlace(row);
    const calendarMoved = locationCalendar(row) !== calendarBefore;
    const patternMoved = row.workingPatternId !== patternBefore;
    // Spec (Location): the policy applies to everyone at the location; changing it moves all of them.
    if (row.timeAwayPolicyId !== policyBefore) await this.policyMoves.run(em, auth, row, policyBefore);
    return { calendarMoved, patternMoved };
  }

  /** Once the row is stored: the pending entries of its people follow a moved calendar or pattern. */
  protected async afterWrite(
    em: EntityManager,
    auth: AuthContext,
    row: Location,
    kind: 'created' | 'updated' | 'deleted',
    _input?: CreateLocationDto | UpdateLocationDto,
    note?: LocationWrite,
  ): Promise<void> {
    if (kind === 'updated' && note?.calendarMoved) await this.calendarMoves.run(em, auth.companyId, row.id);
    if (kind === 'updated' && note?.patternMoved) await this.patternMoves.run(em, auth.companyId, row.id);
  }

  protected async beforeDelete(em: EntityManager, auth: AuthContext, row: Location) {
    await this.deletionChecks.run(em, auth, row);
  }

}

/**
 * Country name, region code and timezone from the address parts (D7: data libraries, not tables). The region is
 * the one whose public holidays apply at the address (its state, else its city's: London -> `GB-ENG`).
 */
function inferPlace(row: Location): void {
  row.country = countryName(row.countryCode);
  row.regionCode = holidayRegionOf(row.countryCode, { state: row.state, city: row.city });
  row.timezone = timezoneOf(row.city, row.countryCode);
  row.isAddressInvalid = Boolean(row.state && !stateCodeOf(row.countryCode, row.state)) || isPostcodeInvalid(row.countryCode, row.postcode);
}

/** The calendar a location gives its people (personLocationCalendarSql): its region, else its country. */
const locationCalendar = (row: Location) => row.regionCode ?? row.countryCode;
