import { Inject } from '@nestjs/common';

/** The injection token of a queue: the name @nestjs/bullmq's getQueueToken gives it, so tests reach queues either way. */
export const queueToken = (name: string): string => `BullQueue_${name}`;

/** Injects the application's queue of that name: a BullMQ `Queue` in worker roles, a `LazyQueue` in an API-only process. */
export const InjectQueue = (name: string): PropertyDecorator & ParameterDecorator => Inject(queueToken(name));
