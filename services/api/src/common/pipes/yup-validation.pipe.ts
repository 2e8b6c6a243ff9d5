import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { ValidationError, type Schema } from 'yup';
import { toValidationException } from '../errors/validation-errors';

/**
 * Validates a body or query with a yup schema from @dugout/contracts, the same one the form uses:
 * `@Body(new YupValidationPipe(registerSchema)) body: RegisterInput`.
 * Unknown keys are dropped; failures answer 400 with `errors` keyed by field.
 */
@Injectable()
export class YupValidationPipe<T> implements PipeTransform<unknown, Promise<T>> {
  constructor(private readonly schema: Schema<T>) {}

  async transform(value: unknown): Promise<T> {
    try {
      // A missing body is validated as an empty one so the answer names every required field.
      return await this.schema.validate(value ?? {}, { abortEarly: false, stripUnknown: true });
    } catch (error) {
      if (error instanceof TypeError) {
        // yup's transforms (trim) throw on a value of the wrong type, e.g. an array for a text field.
        throw new BadRequestException();
      }
      throw error instanceof ValidationError ? toValidationException(error) : error;
    }
  }
}
