import { Form, useFormikContext } from 'formik';
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/index.ts';
import { ErrorText } from '../ErrorText/index.ts';

/**
 * A Formik form laid out as one column of fields, messages and its button. When a submit is
 * refused, by validation or by the server naming fields, focus moves to the first invalid field, so keyboard and screen-reader
 * users land on the message instead of hearing nothing.
 */
export function FormStack(props: ComponentProps<typeof Form>) {
  const { submitCount, isSubmitting } = useFormikContext();
  const formRef = useRef<HTMLFormElement>(null);
  const handledSubmit = useRef(0);

  useEffect(() => {
    if (isSubmitting || submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    // A field is invalid by its own check or by the server's answer (see useFieldError).
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting]);

  return <Column {...props} ref={formRef} />;
}

/**
 * A form's last lines: the red failure of the last submit (if any), what goes with it (`children`,
 * e.g. a link to log in again), then the submit button, busy while the call runs.
 */
export function FormSubmit({
  failure,
  busy,
  label,
  children,
}: {
  failure: string | null;
  busy: boolean;
  label: string;
  children?: ReactNode;
}) {
  return (
    <>
      {failure && <ErrorText>{failure}</ErrorText>}
      {children}
      <Button type="submit" busy={busy}>
        {label}
      </Button>
    </>
  );
}

const Column = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;
