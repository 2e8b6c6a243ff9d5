import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { validateInput, type ValidationContext } from '@dugout/contracts';
import type { AnyObjectSchema, InferType } from 'yup';
import { VALIDATION_ERROR_MESSAGE } from '../errors/error-messages';

const NOT_AN_OBJECT = '요청 본문은 JSON 객체여야 합니다.';
const WRONG_TYPE: Record<string, string> = {
  string: '문자로 입력해 주세요.',
  number: '숫자를 입력해 주세요.',
};
const NUMERIC_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * Validates a JSON body or a query with a yup schema of @dugout/contracts (the form's own rules),
 * stricter about types than yup's casting: `"password": 12345678` is refused instead of read as
 * text. Numbers may arrive as numeric text (query strings). Unknown keys are dropped; a failure
 * answers 400 with `errors` keyed by field.
 */
@Injectable()
export class ContractValidationPipe<S extends AnyObjectSchema> implements PipeTransform<unknown, Promise<InferType<S>>> {
  constructor(
    private readonly schema: S,
    private readonly context: () => ValidationContext = () => ({}),
  ) {}

  async transform(value: unknown): Promise<InferType<S>> {
    // A missing body is checked as an empty one so the answer names every required field.
    const input = value ?? {};
    if (typeof input !== 'object' || Array.isArray(input)) {
      throw new BadRequestException(NOT_AN_OBJECT);
    }
    const typeErrors = this.wrongTypes(input as Record<string, unknown>);
    // Wrongly typed values are left out of the yup run: its transforms (trim) would throw on them.
    const wellTyped = Object.fromEntries(Object.entries(input).filter(([key]) => !(key in typeErrors)));
    const result = await validateInput<InferType<S>>(this.schema, wellTyped, { context: this.context() });
    const errors = { ...(result.ok ? {} : result.errors), ...typeErrors };
    if (!result.ok || Object.keys(errors).length > 0) {
      throw new BadRequestException({ message: VALIDATION_ERROR_MESSAGE, errors });
    }
    return result.value;
  }

  private wrongTypes(input: Record<string, unknown>): Record<string, string> {
    const errors: Record<string, string> = {};
    for (const [name, field] of Object.entries(this.schema.fields)) {
      const value = input[name];
      if (value === undefined || value === null) {
        continue;
      }
      const type = (field as { type?: string }).type;
      const wrong =
        (type === 'string' && typeof value !== 'string') ||
        (type === 'number' && typeof value !== 'number' && !(typeof value === 'string' && NUMERIC_TEXT.test(value)));
      if (wrong && type) {
        errors[name] = WRONG_TYPE[type];
      }
    }
    return errors;
  }
}
