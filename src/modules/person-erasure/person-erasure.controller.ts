import { Controller, Param, Post, Res, UseInterceptors } from '@nestjs/common';
import { ValidatedBody } from '../../core/validation/body-validation.pipe';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, RequireScope } from '../../core/auth/auth.decorators';
import { IdempotencyInterceptor } from '../../core/idempotency/idempotency.interceptor';
import './person-erasure-api';
import { ErasePersonDto } from './erase-person.dto';
import { PersonErasureService } from './person-erasure.service';

const ERASURE = { 'application/json': { schema: { $ref: '#/components/schemas/PersonErasure' } } };
const ERROR = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

@ApiTags('People')
@ApiBearerAuth()
@Controller('people')
export class PersonErasureController {
  constructor(private readonly erasures: PersonErasureService) {}

  @Post(':id/erase')
  @RequireScope('private:write')
  @UseInterceptors(IdempotencyInterceptor)
  @ApiOperation({
    operationId: 'erasePerson',
    summary: 'Erase a person (GDPR Art. 17)',
    description:
      'Owner only (any other role: 403). Deletes the person, every record of theirs and their files (stored bytes included), ' +
      'and replaces every stored copy about them (events, webhook deliveries, stored idempotent answers) by `{ erased: true, personId, erasedAt }`; ' +
      'then sends `person.erased`. A person not offboarded answers 409 unless the body is `{ "force": true, "reason": "..." }`. ' +
      'Answers 200 with the counts when done within ERASURE_WAIT_MS, else 202 with the pending erasure (a worker finishes it; POST again to see it). ' +
      'Asking again for an erased person answers the same erasure (with the same Idempotency-Key: the first answer, replayed). Payroll records kept by ERASURE_RETAINS stay with a pseudonymized person. ' +
      'See docs/security.md, "Erasure".',
  })
  @ApiParam({ name: 'id', description: 'The person\'s id.', schema: { type: 'string' }, example: 'Xk3pQ9vT2mL8nR4sW7yZ1aB5' })
  @ApiBody({ required: false, schema: { $ref: '#/components/schemas/ErasePersonInput' } })
  @ApiResponse({ status: 200, description: 'The erasure, done, with what it removed.', content: ERASURE })
  @ApiResponse({ status: 202, description: 'The erasure, still pending.', content: ERASURE })
  @ApiResponse({ status: 409, description: 'The person is not offboarded (and `force` was not sent), or is an active owner.', content: ERROR })
  @ApiResponse({ status: 414, description: 'A path segment (the id) is too long.', content: ERROR })
  async erase(@Auth() auth: AuthContext, @Param('id') id: string, @ValidatedBody() body: ErasePersonDto, @Res({ passthrough: true }) reply: FastifyReply) {
    const { status, erasure } = await this.erasures.erase(auth, id, body ?? {});
    reply.status(status);
    return erasure;
  }
}
