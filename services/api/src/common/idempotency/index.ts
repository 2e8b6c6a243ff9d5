export { IdempotencyModule } from './idempotency.module';
export { Idempotent } from './idempotent.decorator';
