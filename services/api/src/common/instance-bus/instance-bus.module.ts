import { Global, Module } from '@nestjs/common';
import { InstanceBus } from './instance-bus.service';

/** The one connection of this instance to the others (Redis when REDIS_URL is set). */
@Global()
@Module({ providers: [InstanceBus], exports: [InstanceBus] })
export class InstanceBusModule {}
