// Test support shared by the schema tests: what a form shows for some values.
import { ValidationError } from 'yup';

/** What errorsOf needs of a schema (AnyObjectSchema is too narrow for the product schemas' types). */
type Validates = { validate(value: object, options: { abortEarly: false }): Promise<unknown> };

/** The first message per field, as a form library shows it. */
export async function errorsOf(schema: Validates, values: object): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) errors[inner.path ?? ''] ??= inner.message;
    return errors;
  }
}
