import { Injectable } from '@nestjs/common';
import { ResourceService } from '../../core/crud/resource.service';
import { ResourceDefinition } from '../../core/crud/resource-definition';
import { CreateTimeAwayTypeDto, UpdateTimeAwayTypeDto } from './time-away-type.dto';
import { TIME_AWAY_CATEGORIES, TimeAwayType } from './time-away-type.entity';

@Injectable()
export class TimeAwayTypesService extends ResourceService<TimeAwayType, CreateTimeAwayTypeDto, UpdateTimeAwayTypeDto> {
  readonly definition: ResourceDefinition<TimeAwayType> = {
    name: 'timeAwayType',
    policy: 'timeAwayType',
    entity: TimeAwayType,
    alias: 'type',
    query: {
      filters: {
        category: { type: 'enum', values: TIME_AWAY_CATEGORIES, operators: ['$in'] },
        isTimeOff: { type: 'boolean', operators: [] },
      },
    },
    fields: ['id', 'companyId', 'name', 'isTimeOff', 'category', 'createdAt', 'updatedAt'],
  };
}
