import { Injectable, OnModuleInit } from '@nestjs/common';
import { Clock } from '../../core/clock';
import { EntityManager } from 'typeorm';
import { companyToday, locationValueSql, LocationPolicyMoves, personLocationJoinSql } from '../locations';
import { TimeAwayAllocationsService, unallocatedPolicySql } from '../time-away-policies';
import { PeopleService } from './people.service';
import { PersonLocationMoves } from './person-location-moves';
import { PersonWriteHooks } from './person-write-hooks';
import { TODAY_UTC_JS } from './today';

/**
 * The ways a person's time-away policy is set record allocations (docs/decisions-time-away.md, "Allocations"):
 * `timeAwayAllocation` on create (from the start date, else today), a location's policy change, which moves
 * everyone at the location to it from the company's today, and a person's move to another location, which moves
 * them to its policy.
 */
@Injectable()
export class PeopleAllocations implements OnModuleInit {
  constructor(
    private readonly allocations: TimeAwayAllocationsService,
    private readonly people: PeopleService,
    private readonly writeHooks: PersonWriteHooks,
    private readonly policyMoves: LocationPolicyMoves,
    private readonly locationMoves: PersonLocationMoves,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.writeHooks.register(async (em, companyId, personId, body, kind) => {
      const allocation = body?.timeAwayAllocation as { timeAwayPolicyId: string } | undefined;
      if (kind !== 'created' || !allocation) return;
      const start = (body?.employmentStartDate as string | undefined) ?? TODAY_UTC_JS();
      await this.allocations.recordFirst(em, companyId, personId, allocation.timeAwayPolicyId, start);
    });
    this.policyMoves.register(async (em, auth, location, previousPolicyId) => {
      const people: { personId: string; startDate: string | null }[] = await em.query(
        `SELECT id AS "personId", employment_start_date::text AS "startDate" FROM people WHERE company_id = $1 AND location_id = $2 ORDER BY id`,
        [auth.companyId, location.id],
      );
      const today = await companyToday(em, auth.companyId, this.clock.now());
      await this.allocations.switchPolicy(em, auth.companyId, people, location.timeAwayPolicyId, previousPolicyId, today);
      // Their policy is the people's own, though not a field of theirs: each still records person.updated, as before allocations.
      await this.people.withUpdateEvents(em, auth.companyId, people.map((p) => p.personId), () =>
        em.query('UPDATE people SET updated_at = now() WHERE company_id = $1 AND location_id = $2', [auth.companyId, location.id]),
      );
    });
    this.locationMoves.register((em, companyId, personId, locationId) => this.followLocation(em, companyId, personId, locationId));
  }

  /**
   * A person moving to an office takes its policy (spec, Location: its policy applies to everyone there) from the
   * company's today, or from their start date when they have not started yet: recorded as a location's policy change
   * is, and nothing when they are on that policy already. Moving to remote or to no location keeps their policy.
   * Runs before the person's row is stored: it still names the location they leave, whose policy the days no
   * allocation covered followed.
   */
  private async followLocation(em: EntityManager, companyId: string, personId: string, locationId: string | null): Promise<void> {
    if (locationId === null) return;
    const [move]: { startDate: string | null; leftPolicyId: string | null; policyId: string | null }[] = await em.query(
      `SELECT p.employment_start_date::text AS "startDate", ${unallocatedPolicySql('p', 'l')} AS "leftPolicyId",
              ${locationValueSql('p.company_id', '$3', 'time_away_policy_id')} AS "policyId"
         FROM people p ${personLocationJoinSql('p', 'l')}
        WHERE p.company_id = $1 AND p.id = $2`,
      [companyId, personId, locationId],
    );
    if (!move?.policyId) return;
    const today = await companyToday(em, companyId, this.clock.now());
    const from = move.startDate !== null && move.startDate > today ? move.startDate : today;
    await this.allocations.switchPolicy(em, companyId, [{ personId, startDate: move.startDate }], move.policyId, move.leftPolicyId, from);
  }
}
