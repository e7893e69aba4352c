import { Module } from '@nestjs/common';
import { PeopleModule } from '../people/people.module';
import { TokensService } from './tokens.service';

@Module({
  imports: [PeopleModule],
  providers: [TokensService],
  exports: [TokensService],
})
export class TokensModule {}
