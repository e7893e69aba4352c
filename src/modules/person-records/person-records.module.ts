import { Module } from '@nestjs/common';
import { PersonRecordHandovers, PersonRecordRemovals } from './person-record-hooks';

/** What every module of person-owned records shares at run time: the hooks of modules that extend those records. */
@Module({
  providers: [PersonRecordRemovals, PersonRecordHandovers],
  exports: [PersonRecordRemovals, PersonRecordHandovers],
})
export class PersonRecordsModule {}
