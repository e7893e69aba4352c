import { Global, Module } from '@nestjs/common';
import { PERSON_REACH } from '../files';
import { PersonRecordHandovers, PersonRecordRemovals } from './person-record-hooks';
import { PersonRecordsReach } from './person-records-reach';

/**
 * What every module of person-owned records shares at run time: the hooks of modules that extend those records, and
 * the person-reach rules files asks for (PERSON_REACH, declared by files, which sits below; global so files' own
 * providers are given it without importing this module).
 */
@Global()
@Module({
  providers: [PersonRecordRemovals, PersonRecordHandovers, { provide: PERSON_REACH, useClass: PersonRecordsReach }],
  exports: [PersonRecordRemovals, PersonRecordHandovers, PERSON_REACH],
})
export class PersonRecordsModule {}
