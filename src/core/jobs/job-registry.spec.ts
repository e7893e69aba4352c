import { Injectable, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import type { Job } from 'bullmq';
import { JobRegistry } from './job-registry';
import { OnJob, OnQueueWorker } from './on-job.decorator';
import { HOUSEKEEPING_QUEUE, QUEUE_WORKER_OPTIONS } from './queues';

/** The registry finds the @OnJob handlers of the application's providers, derives the schedules and dispatches by name. */

@Injectable()
class Sweeps {
  readonly seen: unknown[] = [];

  @OnJob({ queue: 'maintenance', name: 'sweep.daily', schedule: { pattern: '5 0 * * *' } })
  async daily(data: unknown) {
    this.seen.push(data);
    return { swept: 1 };
  }

  @OnJob({ queue: 'maintenance', name: 'sweep.recover', schedule: { pattern: '* * * * *' }, runWhenRestored: true })
  async recover() {
    return { recovered: 0 };
  }

  /** Not a job: no declaration. */
  async helper() {
    return 'not dispatched';
  }
}

@Injectable()
class StartSweeps {
  @OnJob({ queue: 'maintenance', name: 'sweep.start', schedule: { pattern: '*/5 * * * *' }, runAtStart: true })
  async sweep() {
    return { swept: 0 };
  }
}

@Injectable()
class Builds {
  @OnJob({ queue: 'builds', name: 'build' })
  async build(data: { id: string }, job: Job) {
    return { built: data.id, jobName: job.name };
  }
}

@Injectable()
class SameNameElsewhere {
  @OnJob({ queue: 'builds', name: 'build' })
  async build() {
    return null;
  }
}

@Injectable()
class BuildsWorker {
  @OnQueueWorker('builds')
  options() {
    return { concurrency: 7, lockDuration: 1234 };
  }
}

@Module({ providers: [Builds] })
class BuildsModule {}

async function registryOf(providers: unknown[], imports: unknown[] = []) {
  const moduleRef = await Test.createTestingModule({
    imports: [DiscoveryModule, ...(imports as never[])],
    providers: [JobRegistry, ...(providers as never[])],
  }).compile();
  return { registry: moduleRef.get(JobRegistry), moduleRef };
}

const job = (name: string, data: object = {}) => ({ name, data }) as Job;

describe('JobRegistry', () => {
  it('finds the handlers of every module, by queue', async () => {
    const { registry } = await registryOf([Sweeps], [BuildsModule]);
    expect(registry.queues().sort()).toEqual(['builds', 'maintenance']);
  });

  it('derives the schedules from the declarations (only those that repeat, runWhenRestored kept)', async () => {
    const { registry } = await registryOf([Sweeps], [BuildsModule]);
    expect(registry.schedules()).toEqual(
      expect.arrayContaining([
        { queue: 'maintenance', name: 'sweep.daily', pattern: '5 0 * * *' },
        { queue: 'maintenance', name: 'sweep.recover', pattern: '* * * * *', runWhenRestored: true },
      ]),
    );
    expect(registry.schedules()).toHaveLength(2);
  });

  it('keeps runAtStart on the schedule, for the scheduler to run the job once when a worker starts', async () => {
    const { registry } = await registryOf([StartSweeps]);
    expect(registry.schedules()).toEqual([{ queue: 'maintenance', name: 'sweep.start', pattern: '*/5 * * * *', runAtStart: true }]);
  });

  it('dispatches a job to the handler of its name, on its instance, with the job data and the job', async () => {
    const { registry, moduleRef } = await registryOf([Sweeps], [BuildsModule]);
    await expect(registry.dispatch('maintenance', job('sweep.daily', { day: '2026-01-01' }))).resolves.toEqual({ swept: 1 });
    expect(moduleRef.get(Sweeps).seen).toEqual([{ day: '2026-01-01' }]);
    await expect(registry.dispatch('builds', job('build', { id: 'x1' }))).resolves.toEqual({ built: 'x1', jobName: 'build' });
  });

  it('fails loudly on a job name no handler declares (or one declared on another queue)', async () => {
    const { registry } = await registryOf([Sweeps], [BuildsModule]);
    expect(() => registry.dispatch('maintenance', job('helper'))).toThrow(/Unknown job "helper" on queue "maintenance"/);
    expect(() => registry.dispatch('maintenance', job('build'))).toThrow(/Unknown job "build" on queue "maintenance"/);
  });

  it('refuses the same job declared twice on one queue', async () => {
    const { registry } = await registryOf([SameNameElsewhere], [BuildsModule]);
    expect(() => registry.queues()).toThrow(/declared twice: .*build.* and .*build/);
  });

  it("takes a queue's worker options from its @OnQueueWorker method, else from QUEUE_WORKER_OPTIONS, else fails", async () => {
    const { registry } = await registryOf([BuildsWorker], [BuildsModule]);
    expect(registry.workerOptions('builds')).toEqual({ concurrency: 7, lockDuration: 1234 });
    expect(registry.workerOptions(HOUSEKEEPING_QUEUE)).toBe(QUEUE_WORKER_OPTIONS[HOUSEKEEPING_QUEUE]);
    expect(() => registry.workerOptions('maintenance')).toThrow(/no worker options/);
  });
});
