import { Module } from '@nestjs/common';
import { crudController } from '../../core/crud/crud-controller.factory';
import { PersonRecordsModule } from '../person-records';
import { CreateBankAccountDto, UpdateBankAccountDto } from './bank-account.dto';
import { BankAccountsService } from './bank-accounts.service';
import { BANK_ACCOUNT_EXPORT } from './bank-account.export';

export const BankAccountsController = crudController(BankAccountsService, {
  path: 'bank-accounts',
  tag: 'Bank accounts',
  scopes: { read: 'private:read', write: 'private:write' },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  createDto: CreateBankAccountDto,
  updateDto: UpdateBankAccountDto,
  exported: BANK_ACCOUNT_EXPORT,
});

@Module({
  imports: [PersonRecordsModule],
  controllers: [BankAccountsController],
  providers: [BankAccountsService],
  exports: [BankAccountsService],
})
export class BankAccountsModule {}
