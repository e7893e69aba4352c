import { Module } from '@nestjs/common';
import { DataExportsModule } from '../data-exports';
import { EquipmentModule } from '../equipment';
import { FilesModule } from '../files';
import { PeopleModule } from '../people';
import { ErasureJobs } from './erasure-jobs';
import { ErasureQueue } from './erasure-queue';
import { ErasureSteps } from './erasure-steps.service';
import { PersonErasureController } from './person-erasure.controller';
import { PersonErasureService } from './person-erasure.service';

/** GDPR Art. 17 erasure of a person (docs/security.md, "Erasure"): the route, the steps and their jobs. */
@Module({
  imports: [PeopleModule, FilesModule, DataExportsModule, EquipmentModule],
  controllers: [PersonErasureController],
  providers: [PersonErasureService, ErasureQueue, ErasureSteps, ErasureJobs],
  exports: [ErasureSteps],
})
export class PersonErasureModule {}
