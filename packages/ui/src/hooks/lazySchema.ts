/** What Formik calls on a `validationSchema` (formik's validateYupSchema): yup's `validate`. */
type Validates = { validate(values: unknown, options?: object): Promise<unknown> };

/**
 * A Formik `validationSchema` whose yup schema (with yup itself) is fetched on first use or on
 * `preload()`, not with the page: Formik validates asynchronously anyway, so a blur or a submit
 * before it arrives simply waits for it, and a failed fetch is tried again on the next validation.
 * Errors are yup's own, so Formik turns them into field messages exactly as with the schema itself.
 */
export function lazySchema<Schema extends Validates>(load: () => Promise<Schema>) {
  let schema: Promise<Schema> | undefined;
  const get = () =>
    (schema ??= load().catch((error: unknown) => {
      schema = undefined;
      throw error;
    }));
  return {
    preload(): void {
      get().catch(() => {}); // tried again when a field is validated
    },
    validate: (values: unknown, options?: object) => get().then((loaded) => loaded.validate(values, options)),
    /** The schema itself (e.g. to cast what Formik submits: by then validation has fetched it). */
    schema: get,
  };
}
