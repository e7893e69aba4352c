import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { ResourceDefinition } from '../../core/crud/resource-definition';
import { ApiError } from '../../core/errors/api-error';
import { registerConstraintError } from '../../core/errors/database-errors';
import { OutboxService } from '../../core/outbox/outbox.service';
import { PolicyService } from '../../core/policy/policy.service';
import { PersonRecordRemovals, PersonRecordService } from '../person-records';
import { assertPersonReachable } from '../person-records';
import { CreateBankAccountDto, UpdateBankAccountDto } from './bank-account.dto';
import { BANK_ACCOUNT_SEALED, BankAccount } from './bank-account.entity';

// At most one bank account per person (spec Limits, D7, D9): the unique constraint settles concurrent creates.
registerConstraintError('bank_accounts_one_per_person', () =>
  ApiError.invalidField('personId', 'this person has a bank account already (at most one per person)'),
);

@Injectable()
export class BankAccountsService extends PersonRecordService<BankAccount, CreateBankAccountDto, UpdateBankAccountDto> {
  readonly definition: ResourceDefinition<BankAccount> = {
    name: 'bankAccount',
    policy: 'bankAccount',
    auditReads: {},
    entity: BankAccount,
    alias: 'bank',
    ownership: { personColumn: 'person_id' },
    query: { filters: { personId: { type: 'string', operators: ['$in'] } } },
    sealed: BANK_ACCOUNT_SEALED,
    fields: ['id', 'personId', 'bankName', 'nameOnAccount', 'accountNumber', 'swiftCode', 'sortCode', 'routingNumber', 'createdAt', 'updatedAt'],
  };

  constructor(db: DataSource, outbox: OutboxService, policy: PolicyService, private readonly removals: PersonRecordRemovals) {
    super(db, outbox, policy);
  }

  protected async buildNew(em: EntityManager, auth: AuthContext, input: CreateBankAccountDto): Promise<Partial<BankAccount>> {
    await assertPersonReachable(em, this.policy, auth, 'bankAccount', input.personId);
    return {
      personId: input.personId,
      bankName: input.bankName ?? null,
      nameOnAccount: input.nameOnAccount ?? null,
      accountNumber: input.accountNumber ?? null,
      swiftCode: input.swiftCode?.toUpperCase() ?? null,
      sortCode: input.sortCode ?? null,
      routingNumber: input.routingNumber ?? null,
    };
  }

  protected async applyUpdate(em: EntityManager, auth: AuthContext, row: BankAccount, input: UpdateBankAccountDto): Promise<void> {
    await super.applyUpdate(em, auth, row, { ...input, swiftCode: input.swiftCode?.toUpperCase() ?? input.swiftCode });
  }

  /** What extends this account (custom values of `banking` fields) goes with it, with its events. */
  protected async beforeDelete(em: EntityManager, auth: AuthContext, row: BankAccount): Promise<void> {
    await this.removals.run(em, auth.companyId, row.id);
  }
}
