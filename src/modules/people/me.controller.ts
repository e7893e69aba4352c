import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, RequireScope } from '../../core/auth/auth.decorators';
import { PeopleService } from './people.service';

@ApiTags('Me')
@ApiBearerAuth()
@Controller('me')
export class MeController {
  constructor(private readonly people: PeopleService) {}

  @Get()
  @RequireScope('public:read')
  @ApiOperation({
    operationId: 'getMe',
    summary: "The person object of the token's owner",
    description: 'Needs the `public:read` scope. The fields follow the owner\'s role, as on `GET /api/people/{id}`.',
  })
  @ApiOkResponse({ description: "The token owner's person.", schema: { $ref: '#/components/schemas/Person' } })
  me(@Auth() auth: AuthContext) {
    return this.people.me(auth);
  }
}
