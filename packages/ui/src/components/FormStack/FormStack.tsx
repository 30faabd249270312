import { Form, useFormikContext } from 'formik';
import { useEffect, useRef, type ComponentProps } from 'react';
import styled from 'styled-components';

/**
 * A Formik form laid out as one column of fields, messages and its button. When a submit is
 * refused by validation, focus moves to the first invalid field, so keyboard and screen-reader
 * users land on the message instead of hearing nothing.
 */
export function FormStack(props: ComponentProps<typeof Form>) {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const formRef = useRef<HTMLFormElement>(null);
  const handledSubmit = useRef(0);

  useEffect(() => {
    if (isSubmitting || submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    if (!isValid) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, isValid]);

  return <Column {...props} ref={formRef} />;
}

const Column = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;
