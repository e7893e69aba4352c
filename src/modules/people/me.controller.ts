import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthContext } from '../../core/auth/auth-context';
import { Auth, RequireScope } from '../../core/auth/auth.decorators';
import { PeopleService } from './people.service';

@ApiTags('Me')
@ApiBearerAuth()
@Controller('me')
export class MeController {
  constructor(private readonly people: PeopleService) {}

  @Get()
  @RequireScope('public:read')
  @ApiOperation({ summary: "The person object of the token's owner" })
  me(@Auth() auth: AuthContext) {
    return this.people.me(auth);
  }
}
