import { Injectable, OnModuleInit } from '@nestjs/common';
import { Clock } from '../../core/clock';
import { companyToday, LocationPolicyMoves } from '../locations';
import { TimeAwayAllocationsService } from '../time-away-policies';
import { PeopleService } from './people.service';
import { PersonWriteHooks } from './person-write-hooks';
import { TODAY_UTC_JS } from './today';

/**
 * The ways a person's time-away policy is set record allocations (docs/decisions-time-away.md, "Allocations"):
 * `timeAwayAllocation` on create (from the start date, else today), and a location's policy change, which moves
 * everyone at the location to it from the company's today.
 */
@Injectable()
export class PeopleAllocations implements OnModuleInit {
  constructor(
    private readonly allocations: TimeAwayAllocationsService,
    private readonly people: PeopleService,
    private readonly writeHooks: PersonWriteHooks,
    private readonly policyMoves: LocationPolicyMoves,
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
  }
}
