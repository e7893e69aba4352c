import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { OutboxService } from '../../core/outbox/outbox.service';
import { TODAY_UTC } from '../../core/policy/reporting-lines.sql';
import { OnJob } from '../../core/jobs/on-job.decorator';
import { HOUSEKEEPING_QUEUE } from '../../core/jobs/queues';
import { PeopleService } from './people.service';
import { Person } from './person.entity';
import { writeTransaction } from '../../core/database/write-transaction';

const BATCH = 500;

/**
 * D9: the status turns `offboarded` at read time the day after `employmentEndDate`; this daily job records
 * it (`offboardedAt`) and emits `person.offboarded` once per offboarding, in batches, each in one transaction.
 * Rows locked by a running write are skipped and picked up on the next run.
 */
@Injectable()
export class OffboardingService {
  constructor(
    private readonly db: DataSource,
    private readonly people: PeopleService,
    private readonly outbox: OutboxService,
  ) {}

  /** D9: yesterday's offboardings are recorded (and person.offboarded emitted) just after UTC midnight. */
  @OnJob({ queue: HOUSEKEEPING_QUEUE, name: 'people.offboard', schedule: { pattern: '5 0 * * *' } })
  async recordDue(): Promise<{ recorded: number }> {
    let recorded = 0;
    for (;;) {
      const count = await writeTransaction(this.db, (em) => this.recordBatch(em));
      recorded += count;
      if (count < BATCH) return { recorded };
    }
  }

  private async recordBatch(em: EntityManager): Promise<number> {
    const due = await em
      .createQueryBuilder(Person, 'person')
      .where(`person.offboarded_at IS NULL AND person.employment_end_date < ${TODAY_UTC}`)
      .orderBy('person.employment_end_date', 'ASC')
      .addOrderBy('person.id', 'ASC')
      .limit(BATCH)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getMany();
    if (due.length === 0) return 0;
    const now = new Date();
    await em.createQueryBuilder().update(Person).set({ offboardedAt: now }).where({ id: In(due.map((p) => p.id)) }).execute();
    for (const person of due) person.offboardedAt = now;
    const objects = await this.people.ownerViews(em, due);
    for (const [index, person] of due.entries()) {
      await this.outbox.record(em, { companyId: person.companyId, type: 'person.offboarded', object: objects[index] });
    }
    return due.length;
  }
}
