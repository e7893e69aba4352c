import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ReadReplicas } from './read-replicas';
import { ReadRoutingInterceptor } from './read-routing.interceptor';

/** Read replicas (`DATABASE_READ_URLS`): loaded by API processes only when replicas are configured. */
@Module({
  providers: [ReadReplicas, { provide: APP_INTERCEPTOR, useClass: ReadRoutingInterceptor }],
})
export class ReadReplicasModule {}
