import { Module } from '@nestjs/common';
import { PeopleModule } from '../people';
import { TokenPruning } from './token-pruning.job';
import { TokenTableModule } from './token-table';
import { TokensService } from './tokens.service';

@Module({
  imports: [TokenTableModule, PeopleModule],
  providers: [TokensService, TokenPruning],
  exports: [TokensService],
})
export class TokensModule {}
