import { useFormikContext, type FieldMetaProps } from 'formik';
import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** What a field's control takes from its frame: spread it on the input, select or textarea. */
export type ControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  label: ReactNode;
  /** Help shown under the label, read with the control. */
  hint?: ReactNode;
  /** The message shown under the control; any value marks the control invalid. */
  error?: ReactNode;
  /** Shown between the control and the error, e.g. a character counter. */
  after?: ReactNode;
  /** The control's id, when the field needs it before rendering (e.g. to name what `after` holds). */
  id?: string;
  /** Ids of more text that describes the control (e.g. the counter in `after`), read before the error. */
  describedBy?: string;
  /** Renders the control; `labelId` names things the label also labels (a listbox). */
  children: (control: ControlProps, frame: { labelId: string }) => ReactNode;
};

/**
 * The frame of a form field: the label, an optional hint, the control and its error, wired once so
 * every field reads the same to a screen reader (the label names the control; the hint and the error
 * describe it; an error marks it invalid). The field decides when there is an error: a Formik field
 * passes its message once touched (`touchedError`), and a message from the server goes the same way.
 */
export function FormField({ label, hint, error, after, id: givenId, describedBy, children }: FormFieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const invalid = Boolean(error);
  const described = [hint ? `${id}-hint` : null, describedBy ?? null, invalid ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Field>
      <Label id={`${id}-label`} htmlFor={id}>
        {label}
      </Label>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {children(
        { id, 'aria-invalid': invalid, 'aria-describedby': described || undefined },
        { labelId: `${id}-label` },
      )}
      {after}
      {invalid && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}

/**
 * A Formik field's message, shown only once the field has been touched (docs/product.md, Form checks
 * and their messages).
 */
export const touchedError = (meta: { touched: boolean; error?: string }) =>
  meta.touched && meta.error ? meta.error : undefined;

/** What the server said of a form's fields on its last refusal, with the value each refused (Formik's status). */
export type ServerFieldMessages = { fromServer: Record<string, { message: string; sent: unknown }> };

/**
 * A Formik field's message: its own check once touched (touchedError), else the server's sentence
 * about the value the server refused, for as long as the field still holds that value.
 */
export function useFieldError(name: string, meta: FieldMetaProps<unknown>) {
  const { status } = useFormikContext<unknown>();
  const fromServer = (status as Partial<ServerFieldMessages> | undefined)?.fromServer?.[name];
  const serverMessage = fromServer && Object.is(fromServer.sent, meta.value) ? fromServer.message : undefined;
  return touchedError(meta) ?? serverMessage;
}

/** The box every field's control shares; its border turns red while the control is invalid. */
export const controlBox = css`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.minTarget};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font: inherit;
  color: inherit;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.label`
  font-weight: 600;
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
