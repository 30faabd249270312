import { useState } from 'react';
import type { ServerFieldMessages } from '../components/FormField/index.ts';
import { toast } from '../components/Toasts/toast.ts';

/** What an RTK Query mutation call returns: its result, or its error, through `unwrap()`. */
type Call<Result> = { unwrap(): Promise<Result> };

export type SubmitOptions<Values, Result> = {
  /** Starts the call for the form's values, e.g. `(values) => login({ credentials: values })`. */
  send: (values: Values) => Call<Result>;
  /** After the call succeeded: navigate, toast, follow-up calls. */
  onSuccess?: (result: Result, values: Values) => void;
  /** The red text for a failure (usually `errorMessageOf`; docs/product.md, Error messages); null for none. */
  failure: (error: unknown) => string | null;
  /** A toast that every failure also shows. */
  failureToast?: string;
  /** After a failure, once the toast is up: e.g. keep the spinner a moment longer (2 s after a failed edit). */
  onFailure?: (error: unknown) => void;
  /**
   * The api's names of the fields its 400 speaks of (`fields`), each with the form field whose
   * message it is, e.g. `{ BusinessName: 'business_name' }`: each sentence shows under that field.
   */
  fieldsFromServer?: Readonly<Record<string, keyof Values & string>>;
};

/** The part of Formik's helpers (its onSubmit's second argument) the cycle uses. */
type FormHelpers = { setStatus: (status?: ServerFieldMessages) => void };

/** The server's sentence for each form field `names` maps, with the value that was sent. */
export function serverFieldMessages<Values>(
  error: unknown,
  values: Values,
  names: Readonly<Record<string, keyof Values & string>>,
): ServerFieldMessages['fromServer'] {
  const data = typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined;
  const fields = typeof data === 'object' && data !== null ? (data as { fields?: unknown }).fields : undefined;
  const fromServer: ServerFieldMessages['fromServer'] = {};
  if (typeof fields !== 'object' || fields === null) return fromServer;
  for (const [apiName, message] of Object.entries(fields)) {
    const name = Object.hasOwn(names, apiName) ? names[apiName] : undefined;
    if (name && typeof message === 'string') fromServer[name] = { message, sent: values[name] };
  }
  return fromServer;
}

/**
 * The submit cycle every form repeats: busy while the call runs, then success, or the failure
 * message with what was typed kept in the form, and the server's sentences under the fields they
 * name (given Formik's helpers: pass `submit` as Formik's onSubmit).
 */
export function useSubmit<Values, Result>({
  send,
  onSuccess,
  failure,
  failureToast,
  onFailure,
  fieldsFromServer = {},
}: SubmitOptions<Values, Result>) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function submit(values: Values, form?: FormHelpers) {
    setMessage(null);
    form?.setStatus(undefined);
    setBusy(true);
    let result: Result;
    try {
      result = await send(values).unwrap();
    } catch (error) {
      if (failureToast) toast.error(failureToast);
      const fromServer = serverFieldMessages(error, values, fieldsFromServer);
      const message = failure(error);
      // A sentence already under its field is not said again above the button.
      setMessage(Object.values(fromServer).some((field) => field.message === message) ? null : message);
      form?.setStatus({ fromServer });
      onFailure?.(error);
      return;
    } finally {
      setBusy(false);
    }
    onSuccess?.(result, values);
  }

  return { submit, busy, failure: message };
}

/** A `fieldsFromServer` for a form whose fields have the api's names. */
export const sameNames = <Name extends string>(...names: Name[]) =>
  Object.fromEntries(names.map((name) => [name, name])) as Record<Name, Name>;
