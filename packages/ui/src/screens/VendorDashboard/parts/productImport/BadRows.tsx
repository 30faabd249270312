import { productImportScreenMessages as importScreenMessages } from '@sika/domain';
import styled from 'styled-components';
import { Rows } from './importLayout.ts';
import type { BadRow } from './readProductCsv.ts';

/** Each bad row named by its product (the server's refusals take the title from the preview's rows). */
export function BadRows({ rows, titles }: { rows: readonly BadRow[]; titles?: ReadonlyMap<number, string> }) {
  return (
    <Problems>
      {rows.map(({ row, title, sentences }) => (
        <li key={row}>
          <RowName>{importScreenMessages.badRowName(row, title ?? titles?.get(row) ?? '')}</RowName>
          <Rows>
            {sentences.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </Rows>
        </li>
      ))}
    </Problems>
  );
}

const Problems = styled(Rows)`
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
  > li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

const RowName = styled.span`
  color: ${({ theme }) => theme.colors.text};
`;
