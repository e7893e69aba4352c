import { Global, Module } from '@nestjs/common';
import { PersonRecordHandovers, PersonRecordRemovals } from './person-record-hooks';

/**
 * What every module of person-owned records shares at run time: the hooks of modules that extend those records
 * (global so the modules of records are given them without importing this module).
 */
@Global()
@Module({
  providers: [PersonRecordRemovals, PersonRecordHandovers],
  exports: [PersonRecordRemovals, PersonRecordHandovers],
})
export class PersonRecordsModule {}
