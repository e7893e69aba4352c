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
        name: { type: 'string', operators: ['$eq', '$ne', '$in', '$nin'] },
        category: { type: 'enum', values: TIME_AWAY_CATEGORIES, operators: ['$eq', '$ne', '$in', '$nin'] },
        isTimeOff: { type: 'boolean', operators: ['$eq', '$ne'] },
        createdAt: { type: 'dateOrDatetime', operators: ['$gt', '$gte', '$lt', '$lte'], equality: false },
        updatedAt: { type: 'dateOrDatetime', operators: ['$gt', '$gte', '$lt', '$lte'], equality: false },
      },
      or: ['name', 'category', 'isTimeOff'],
      sort: { name: 'type.name', createdAt: 'type.created_at' },
    },
    fields: ['id', 'companyId', 'name', 'isTimeOff', 'category', 'createdAt', 'updatedAt'],
    auditValues: ['name'],
  };
}
