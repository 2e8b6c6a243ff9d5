import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { InstanceBus } from '../common/instance-bus/instance-bus.service';

/**
 * With several instances (REDIS_URL), an answer leaves only once what its request published (the
 * read cache's invalidations, a live score) has reached Redis, which hands it to the other instances
 * first: a client that writes through one instance and then reads through another sees its write.
 */
export function registerPublishBarrier(app: NestFastifyApplication): void {
  const bus = app.get(InstanceBus, { strict: false });
  if (!bus.shared) return;
  // @nestjs/platform-fastify pins its own fastify copy; its instance is typed here with the root package's types.
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  fastify.addHook('onSend', async () => {
    await bus.delivered();
  });
}
