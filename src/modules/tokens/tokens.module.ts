import { Module } from '@nestjs/common';
import { PeopleModule } from '../people';
import { PersonTokenLookups } from './person-token-lookups';
import { TokenPruning } from './token-pruning.job';
import { TokenTableModule } from './token-table';
import { TokensService } from './tokens.service';

@Module({
  imports: [TokenTableModule, PeopleModule],
  providers: [TokensService, TokenPruning, PersonTokenLookups],
  exports: [TokensService],
})
export class TokensModule {}
