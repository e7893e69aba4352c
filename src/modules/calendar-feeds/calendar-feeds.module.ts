import { Module } from '@nestjs/common';
import { PublicHolidaysModule } from '../public-holidays';
import { CalendarFeedsController } from './calendar-feeds.controller';
import { CalendarFeedsService } from './calendar-feeds.service';

@Module({
  imports: [PublicHolidaysModule],
  controllers: [CalendarFeedsController],
  providers: [CalendarFeedsService],
})
export class CalendarFeedsModule {}
