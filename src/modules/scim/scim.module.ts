import { Module } from '@nestjs/common';
import { ScimController } from './scim.controller';
import { ScimReads } from './scim-reads.service';
import { ScimSettings } from './scim-settings.service';

/** The SCIM 2.0 service provider (`/scim/v2`), read-only, and its company settings (the console's `company:set-scim`). */
@Module({
  controllers: [ScimController],
  providers: [ScimReads, ScimSettings],
  exports: [ScimReads, ScimSettings],
})
export class ScimModule {}
