import {
  formatListPrice,
  instalmentPlans,
  PLAN_RULES,
  productImportScreenMessages as importScreenMessages,
} from '@sika/domain';
import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../components/index.ts';
import { BadRows } from './BadRows.tsx';
import { Actions, Note, Price, Rows } from './importLayout.ts';
import type { Preview } from './preview.ts';

/** How many good rows the preview names before 'and N more'. */
const GOOD_ROWS_SHOWN = 5;

/** The file as read on the phone: the good rows (and those no plan is offered for), the bad rows, and what to do next. */
export function FilePreview({
  file,
  onImport,
  onAgain,
}: {
  file: Preview;
  onImport: (file: Preview) => void;
  onAgain: () => void;
}) {
  const headingId = useId();
  const updates = file.good.filter((row) => row.id).length;
  const shown = file.good.slice(0, GOOD_ROWS_SHOWN);
  // A price under the first plan's is imported, but buyers are offered no instalments for it.
  const noPlan = file.good.filter((row) => instalmentPlans(row.price).length === 0);
  return (
    <>
      <Note>{importScreenMessages.fileName(file.name)}</Note>
      <p role="status">
        <strong>{importScreenMessages.summary(file.good.length, file.bad.length)}</strong>
        {updates > 0 && ` ${importScreenMessages.updates(updates)}`}
      </p>
      {file.extraColumns.length > 0 && <Note>{importScreenMessages.extraColumns(file.extraColumns)}</Note>}
      {file.good.length > 0 && (
        <Section aria-labelledby={`${headingId}-good`}>
          <h2 id={`${headingId}-good`}>{importScreenMessages.goodHeading}</h2>
          <Rows>
            {shown.map((row) => (
              <li key={row.row}>
                {row.title} <Price>{formatListPrice(row.price)}</Price>
              </li>
            ))}
          </Rows>
          {file.good.length > shown.length && (
            <Note>{importScreenMessages.goodMore(file.good.length - shown.length)}</Note>
          )}
          {noPlan.length > 0 && (
            <Warning>
              <p>{importScreenMessages.noPlan(noPlan.length, firstPlanFromGhs)}</p>
              <Rows>
                {noPlan.map((row) => (
                  <li key={row.row}>
                    {row.title} <Price>{formatListPrice(row.price)}</Price>
                  </li>
                ))}
              </Rows>
            </Warning>
          )}
        </Section>
      )}
      {file.bad.length > 0 && (
        <Section aria-labelledby={`${headingId}-bad`}>
          <h2 id={`${headingId}-bad`}>{importScreenMessages.badHeading}</h2>
          <p>{file.good.length > 0 ? importScreenMessages.badHint : importScreenMessages.noneGood}</p>
          <BadRows rows={file.bad} />
        </Section>
      )}
      <Actions>
        {file.good.length > 0 && (
          <Button onClick={() => onImport(file)}>
            {file.bad.length > 0
              ? importScreenMessages.importGood(file.good.length)
              : importScreenMessages.importAll(file.good.length)}
          </Button>
        )}
        <Button variant="secondary" onClick={onAgain}>
          {importScreenMessages.chooseAnother}
        </Button>
      </Actions>
    </>
  );
}

/** The lowest price any instalment plan is offered from, in GHS (docs/product.md, Instalment plans). */
const firstPlanFromGhs = Math.min(...PLAN_RULES.map((rule) => rule.minPesewas)) / 100;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** Not an error: the rows go in, but the vendor should know what buyers will be offered. */
const Warning = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  p {
    margin: 0;
    font-weight: 600;
  }
`;
