import { Module } from '@nestjs/common';
import { crudController } from '../../../core/crud/crud-controller.factory';
import { CreateJobRoleDto, UpdateJobRoleDto } from './job-role.dto';
import { JobRolesService } from './job-roles.service';
import { JOB_ROLE_API_SHAPE } from './job-role-fields';

export const JobRolesController = crudController(JobRolesService, {
  path: 'job-roles',
  tag: 'Job roles',
  scopes: { read: 'public:read', write: 'private:write' },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  createDto: CreateJobRoleDto,
  updateDto: UpdateJobRoleDto,
  api: JOB_ROLE_API_SHAPE,
});

@Module({
  controllers: [JobRolesController],
  providers: [JobRolesService],
  exports: [JobRolesService],
})
export class JobRolesModule {}
