import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';

/** What Formik calls on a `validationSchema` (formik's validateYupSchema): yup's `validate`. */
type Validates = { validate(values: unknown, options?: object): Promise<unknown> };

/**
 * A Formik `validationSchema` whose yup schema (with yup itself) is fetched on first use or on
 * `preload()`, not with the page: Formik validates asynchronously anyway, so a blur or a submit
 * before it arrives simply waits for it. Errors are yup's own, so Formik turns them into field
 * messages exactly as with the schema itself.
 *
 * When the schema cannot be fetched (the network cut before it arrived, or a deploy replaced its
 * file), validation passes and the next one tries the fetch again. Formik would otherwise drop the
 * submit without a word; this way the form's own submit runs, meets the same network and shows the
 * form's own failure message with every value kept, and the server checks the values in any case.
 * No field error is lost by it: without the schema there never was one.
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
    validate: (values: unknown, options?: object): Promise<unknown> =>
      get().then(
        (loaded) => loaded.validate(values, options),
        () => values,
      ),
    /**
     * For a submit, whose values may have passed unchecked while the schema could not be fetched:
     * the field errors the schema (fetched now if need be) finds, as Formik would have set them;
     * none when it finds none or still cannot be fetched.
     */
    errorsOf: <Values extends FormikValues>(values: Values): Promise<FormikErrors<Values>> =>
      get().then(
        (loaded) =>
          validateYupSchema(values, loaded).then(
            () => ({}),
            (error: unknown) => yupToFormErrors<Values>(error),
          ),
        () => ({}),
      ),
    /** The schema itself (e.g. to cast what Formik submits); rejects while it cannot be fetched. */
    schema: get,
  };
}
