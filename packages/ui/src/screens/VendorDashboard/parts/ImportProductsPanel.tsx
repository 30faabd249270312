import { errorMessageOf, useGetAllProductsQuery } from '@sika/api-client';
import {
  useImportProductsMutation,
  type ProductImportResult,
  type ProductImportRowError,
} from '@sika/api-client/later';
import {
  formatListPrice,
  instalmentPlans,
  PLAN_RULES,
  PRODUCT_CSV_MAX_ROWS,
  productImportMessages,
  productImportScreenMessages as text,
  productTemplateCsv,
} from '@sika/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import styled, { keyframes } from 'styled-components';
import { Button, DropArea, ErrorText, PageHeading, TextLink } from '../../../components/index.ts';
import { downloadCsv } from './downloadCsv.ts';
import { panelHref } from './panels.ts';
import { readProductFile, type BadRow, type GoodRow } from './productImport/readProductCsv.ts';

/** How many good rows the preview names before 'and N more'. */
const GOOD_ROWS_SHOWN = 5;

type ImportState =
  | { step: 'choose'; refused?: string }
  | { step: 'reading' }
  | { step: 'preview'; file: Preview }
  | { step: 'sending'; file: Preview }
  | { step: 'done'; result: ProductImportResult }
  | { step: 'refusedByServer'; file: Preview; rows: BadRow[] }
  | { step: 'failed'; file: Preview; message: string };

/** A file read: its rows, and the one key its import is sent with (a retry is the same import). */
type Preview = { name: string; good: GoodRow[]; bad: BadRow[]; extraColumns: string[]; key: string };

/**
 * Import from CSV (docs/product.md, Bulk catalogue): the vendor chooses a file, sees it read on
 * the phone (good rows, and bad rows each with its sentence), and imports the good rows in one
 * request; the server checks each row again and writes them all or none. The request carries an
 * Idempotency-Key made once per file, so a retry after a dropped connection does not import twice.
 * This panel and its reader (papaparse) are fetched only when it is opened.
 */
export function ImportProductsPanel() {
  const [state, setState] = useState<ImportState>({ step: 'choose' });
  const [importProducts] = useImportProductsMutation();
  const statusRef = useRef<HTMLDivElement>(null);

  // Each new step's first words are where focus goes, so a screen reader reads what changed.
  useEffect(() => {
    if (state.step !== 'choose' && state.step !== 'reading') statusRef.current?.focus();
  }, [state.step]);

  async function read(file: File) {
    setState({ step: 'reading' });
    const read = await readProductFile(file);
    if ('refused' in read) return setState({ step: 'choose', refused: read.refused });
    setState({ step: 'preview', file: { name: file.name, ...read, key: crypto.randomUUID() } });
  }

  async function send(file: Preview) {
    setState({ step: 'sending', file });
    try {
      const result = await importProducts({ 'Idempotency-Key': file.key, productImport: { rows: file.good } }).unwrap();
      setState({ step: 'done', result });
    } catch (error) {
      const rows = refusedRows(error);
      if (rows) setState({ step: 'refusedByServer', file, rows });
      else setState({ step: 'failed', file, message: failureOf(error) });
    }
  }

  const again = () => setState({ step: 'choose' });

  return (
    <>
      <PageHeading tabIndex={-1}>{text.heading}</PageHeading>
      {state.step === 'choose' || state.step === 'reading' ? (
        <Choose
          reading={state.step === 'reading'}
          refused={state.step === 'choose' ? state.refused : undefined}
          onFile={read}
          onRefused={(refused) => setState({ step: 'choose', refused })}
        />
      ) : (
        <Stage ref={statusRef} tabIndex={-1}>
          {state.step === 'preview' && <FilePreview file={state.file} onImport={send} onAgain={again} />}
          {state.step === 'sending' && <Sending count={state.file.good.length} />}
          {state.step === 'done' && <Done result={state.result} onAgain={again} />}
          {state.step === 'refusedByServer' && (
            <>
              <ErrorText>{text.refused}</ErrorText>
              <BadRows rows={state.rows} titles={new Map(state.file.good.map((row) => [row.row, row.title]))} />
              <Button variant="secondary" onClick={again}>
                {text.chooseAnother}
              </Button>
            </>
          )}
          {state.step === 'failed' && (
            <>
              <ErrorText>{state.message}</ErrorText>
              <Actions>
                <Button onClick={() => void send(state.file)}>{text.tryAgain}</Button>
                <Button variant="secondary" onClick={again}>
                  {text.chooseAnother}
                </Button>
              </Actions>
            </>
          )}
        </Stage>
      )}
    </>
  );
}

/**
 * What went wrong, in words: the server's own sentence for a refusal it explains (a 409 while the
 * same import is still running, a 429), and for no answer or a server failure, that nothing was
 * imported and it can be tried again.
 */
function failureOf(error: unknown): string {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status < 500 ? errorMessageOf(error, text.failed) : text.failed;
}

/** The server's per-row refusal (a 400 with `rows`) as the preview's sentences; null for any other failure. */
function refusedRows(error: unknown): BadRow[] | null {
  const data = (error as { data?: { rows?: ProductImportRowError[] } } | undefined)?.data;
  if (!Array.isArray(data?.rows) || data.rows.length === 0) return null;
  return data.rows.map(({ row, fields }) => ({
    row,
    sentences: Object.values(fields).map((sentence) => productImportMessages.rowError(row, sentence)),
  }));
}

function Choose({
  reading,
  refused,
  onFile,
  onRefused,
}: {
  reading: boolean;
  refused: string | undefined;
  onFile: (file: File) => void;
  onRefused: (sentence: string) => void;
}) {
  const hintId = useId();
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    // Spreadsheets label CSV files differently (text/csv, application/vnd.ms-excel, none at all), so
    // the picker offers them by extension too; what a file really is, the reader decides from its bytes.
    accept: { 'text/csv': ['.csv'], 'text/plain': ['.csv', '.txt'], 'application/vnd.ms-excel': ['.csv'] },
    multiple: false,
    disabled: reading,
    onDrop(accepted: File[], rejected: FileRejection[]) {
      if (accepted[0]) onFile(accepted[0]);
      else if (rejected.length > 0) onRefused(rejected.length > 1 ? text.oneFile : text.notCsv);
    },
  });
  return (
    <>
      <p>{text.intro}</p>
      <div>
        <Button variant="text" onClick={() => downloadCsv(productTemplateCsv(), 'sika-products-template.csv')}>
          {text.template}
        </Button>
      </div>
      <Drop {...getRootProps()} $active={isDragActive}>
        <input {...getInputProps({ 'aria-label': text.chooseFile, 'aria-describedby': hintId })} />
        <strong>{text.chooseFile}</strong>
        <p id={hintId}>{text.dropHint(PRODUCT_CSV_MAX_ROWS)}</p>
      </Drop>
      {reading && <p role="status">{text.reading}</p>}
      {refused && <ErrorText>{refused}</ErrorText>}
    </>
  );
}

function FilePreview({
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
      <Note>{text.fileName(file.name)}</Note>
      <p role="status">
        <strong>{text.summary(file.good.length, file.bad.length)}</strong>
        {updates > 0 && ` ${text.updates(updates)}`}
      </p>
      {file.extraColumns.length > 0 && <Note>{text.extraColumns(file.extraColumns)}</Note>}
      {file.good.length > 0 && (
        <Section aria-labelledby={`${headingId}-good`}>
          <h2 id={`${headingId}-good`}>{text.goodHeading}</h2>
          <Rows>
            {shown.map((row) => (
              <li key={row.row}>
                {row.title} <Price>{formatListPrice(row.price)}</Price>
              </li>
            ))}
          </Rows>
          {file.good.length > shown.length && <Note>{text.goodMore(file.good.length - shown.length)}</Note>}
          {noPlan.length > 0 && (
            <Warning>
              <p>{text.noPlan(noPlan.length, firstPlanFromGhs)}</p>
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
          <h2 id={`${headingId}-bad`}>{text.badHeading}</h2>
          <p>{file.good.length > 0 ? text.badHint : text.noneGood}</p>
          <BadRows rows={file.bad} />
        </Section>
      )}
      <Actions>
        {file.good.length > 0 && (
          <Button onClick={() => onImport(file)}>
            {file.bad.length > 0 ? text.importGood(file.good.length) : text.importAll(file.good.length)}
          </Button>
        )}
        <Button variant="secondary" onClick={onAgain}>
          {text.chooseAnother}
        </Button>
      </Actions>
    </>
  );
}

/** Each bad row named by its product (the server's refusals take the title from the preview's rows). */
function BadRows({ rows, titles }: { rows: readonly BadRow[]; titles?: ReadonlyMap<number, string> }) {
  return (
    <Problems>
      {rows.map(({ row, title, sentences }) => (
        <li key={row}>
          <RowName>{text.badRowName(row, title ?? titles?.get(row) ?? '')}</RowName>
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

/** The lowest price any instalment plan is offered from, in GHS (docs/product.md, Instalment plans). */
const firstPlanFromGhs = Math.min(...PLAN_RULES.map((rule) => rule.minPesewas)) / 100;

/**
 * While the one request is on its way: the count, and a bar that says the page is busy. The rows go
 * in one transaction, so there is no per-row progress to show, only that it is not finished.
 */
function Sending({ count }: { count: number }) {
  const id = useId();
  return (
    <>
      <p role="status" id={id}>
        {text.sending(count)}
      </p>
      {/* No value: the bar says "not finished yet" (an indeterminate progressbar) while the stripe moves. */}
      <Bar role="progressbar" aria-label={text.progressLabel} aria-describedby={id}>
        <span />
      </Bar>
      <Note>{text.sendingNote}</Note>
    </>
  );
}

function Done({ result, onAgain }: { result: ProductImportResult; onAgain: () => void }) {
  // Counted on the list as fetched after the import (its cache tag is invalidated), so an updated
  // product keeps its picture and a new one has none.
  const products = useGetAllProductsQuery();
  const imported = new Set(result.rows.map((row) => row.id));
  const listAfterImport = products.isSuccess && !products.isFetching ? products.data : undefined;
  const noPicture = listAfterImport?.filter((product) => imported.has(product._id) && !product.images.length).length;
  return (
    <>
      <h2>{text.doneHeading}</h2>
      <p role="status">{text.done(result.created, result.updated)}</p>
      {noPicture !== undefined && <p>{text.noPicture(noPicture)}</p>}
      <Actions>
        <TextLink to={panelHref('products')}>{text.toAllProducts}</TextLink>
        <Button variant="secondary" onClick={onAgain}>
          {text.importAnother}
        </Button>
      </Actions>
    </>
  );
}

const Stage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  &:focus {
    outline: none;
  }
  p {
    margin: 0;
  }
`;

const Drop = styled(DropArea)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

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

const Rows = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  overflow-wrap: anywhere;
`;

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

const Price = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  white-space: nowrap;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(300%); }
`;

const Bar = styled.div`
  height: 12px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surface};
  span {
    display: block;
    width: 25%;
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
    animation: ${slide} 1.4s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    span {
      width: 100%;
      animation: none;
      opacity: 0.5;
    }
  }
`;
