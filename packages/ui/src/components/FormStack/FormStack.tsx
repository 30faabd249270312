import { Form } from 'formik';
import styled from 'styled-components';

/** A Formik form laid out as one column of fields, messages and its button. */
export const FormStack = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;
