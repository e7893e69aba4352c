import { Module } from '@nestjs/common';
import { MeController } from './me.controller';
import { PeopleService } from './people.service';

@Module({
  controllers: [MeController],
  providers: [PeopleService],
  exports: [PeopleService],
})
export class PeopleModule {}
