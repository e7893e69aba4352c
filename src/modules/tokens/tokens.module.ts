import { Module } from '@nestjs/common';
import { PeopleModule } from '../people';
import { TokenPruning } from './token-pruning.job';
import { TokensService } from './tokens.service';

@Module({
  imports: [PeopleModule],
  providers: [TokensService, TokenPruning],
  exports: [TokensService],
})
export class TokensModule {}
