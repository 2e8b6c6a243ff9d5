import type { ValueTransformer } from 'typeorm';

/** DECIMAL columns come back as strings from MySQL and as numbers from SQLite; both become numbers. */
export const decimalNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};
