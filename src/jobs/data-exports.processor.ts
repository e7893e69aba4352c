import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Job } from 'bullmq';
import { DataExportsService } from '../modules/data-exports/data-exports.service';
import { ExportJob } from '../modules/data-exports/export-job';
import { DATA_EXPORTS_QUEUE } from './queues';

/** Builds stored exports too large for the request (D11); two at a time per worker, each on one cursor. */
@Processor(DATA_EXPORTS_QUEUE, { concurrency: 2 })
export class DataExportsProcessor extends WorkerHost {
  constructor(private readonly exports: DataExportsService) {
    super();
  }

  async process(job: Job<ExportJob>): Promise<unknown> {
    return this.exports.build(job.data);
  }
}
