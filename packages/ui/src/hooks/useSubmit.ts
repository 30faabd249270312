import { useState } from 'react';
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
};

/**
 * The submit cycle every form repeats: busy while the call runs, then success, or the failure
 * message with what was typed kept in the form.
 */
export function useSubmit<Values, Result>({
  send,
  onSuccess,
  failure,
  failureToast,
  onFailure,
}: SubmitOptions<Values, Result>) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function submit(values: Values) {
    setMessage(null);
    setBusy(true);
    let result: Result;
    try {
      result = await send(values).unwrap();
    } catch (error) {
      if (failureToast) toast.error(failureToast);
      setMessage(failure(error));
      onFailure?.(error);
      return;
    } finally {
      setBusy(false);
    }
    onSuccess?.(result, values);
  }

  return { submit, busy, failure: message };
}
