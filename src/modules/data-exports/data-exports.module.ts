import { Module } from '@nestjs/common';
import { FilesModule } from '../files';
import { TimeAwayModule } from '../time-away';
import { DataExportsController } from './data-exports.controller';
import { DataExportsService } from './data-exports.service';
import { SubjectAccessErasure } from './subject-access/subject-access-erasure';
import { ExportKeysService } from './export-keys.service';
import { ExportLinkCheck } from './export-link-check';
import { ExportPlanner } from './export-planner.service';
import { ExportQueue } from './export-queue';
import { ExportQuotas } from './export-quotas';
import { ExportRequeueSweep } from './export-requeue-sweep';
import { SubjectAccessController } from './subject-access/subject-access.controller';
import { SubjectAccessDocuments } from './subject-access/subject-access-documents.service';
import { SubjectAccessService } from './subject-access/subject-access.service';

/**
 * Data exports (D11): the routes, the planner and the service the export worker and the expiry job use; subject access
 * (GDPR Art. 15). The columns come from the served resources' declarations (the registry); files and time-away
 * balances are imported for subject access and the stored files.
 */
@Module({
  imports: [TimeAwayModule, FilesModule],
  controllers: [DataExportsController, SubjectAccessController],
  providers: [
    DataExportsService, ExportPlanner, ExportQueue, ExportQuotas, ExportLinkCheck, ExportRequeueSweep, ExportKeysService,
    SubjectAccessDocuments, SubjectAccessService, SubjectAccessErasure,
  ],
  exports: [DataExportsService, ExportRequeueSweep, ExportKeysService, SubjectAccessErasure],
})
export class DataExportsModule {}
