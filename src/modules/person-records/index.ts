/** The public face of the person-records module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export { assertPersonReachable } from './person-access';
export { PersonRecordService } from './person-record.service';
export { IsPhoneNumber, formatPhoneNumber } from './phone';
export { IsCurrencyCode, IsDecimalString } from './money';
export { IsAmountString, formatAmount, parseAmount } from './money';
export { PersonRecordsModule } from './person-records.module';
export { PersonRecordHandovers, PersonRecordRemovals } from './person-record-hooks';
