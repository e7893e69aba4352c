import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { EquipmentModule } from '../equipment/equipment.module';
import { FilesModule } from '../files/files.module';
import { IdentityDocumentsModule } from '../identity-documents/identity-documents.module';
import { PeopleModule } from '../people/people.module';
import { TimeAwayModule } from '../time-away/time-away.module';
import { DataExportsController } from './data-exports.controller';
import { DataExportsService } from './data-exports.service';
import { ExportPlanner } from './export-planner.service';

/** Data exports (D11): the routes, the planner and the service the export worker and the expiry job use. */
@Module({
  imports: [
    PeopleModule, EquipmentModule, DocumentsModule, IdentityDocumentsModule, TimeAwayModule, FilesModule,
  ],
  controllers: [DataExportsController],
  providers: [DataExportsService, ExportPlanner],
  exports: [DataExportsService],
})
export class DataExportsModule {}
