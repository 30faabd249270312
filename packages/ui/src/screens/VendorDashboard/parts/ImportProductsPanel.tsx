import { errorMessageOf } from '@sika/api-client';
import {
  useImportProductsMutation,
  type ProductImportResult,
  type ProductImportRowError,
} from '@sika/api-client/later';
import { productImportMessages, productImportScreenMessages as importScreenMessages } from '@sika/domain';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, ErrorText, PageHeading } from '../../../components/index.ts';
import { BadRows } from './productImport/BadRows.tsx';
import { ChooseFile } from './productImport/ChooseFile.tsx';
import { FilePreview } from './productImport/FilePreview.tsx';
import { ImportDone } from './productImport/ImportDone.tsx';
import { Actions } from './productImport/importLayout.ts';
import type { Preview } from './productImport/preview.ts';
import { readProductFile, type BadRow } from './productImport/readProductCsv.ts';
import { SendingProgress } from './productImport/SendingProgress.tsx';

type ImportState =
  | { step: 'choose'; refused?: string }
  | { step: 'reading' }
  | { step: 'preview'; file: Preview }
  | { step: 'sending'; file: Preview }
  | { step: 'done'; result: ProductImportResult }
  | { step: 'refusedByServer'; file: Preview; rows: BadRow[] }
  | { step: 'failed'; file: Preview; message: string };

/**
 * Import from CSV (docs/product.md, Bulk catalogue): the vendor chooses a file, sees it read on
 * the phone (good rows, and bad rows each with its sentence), and imports the good rows in one
 * request; the server checks each row again and writes them all or none. The request carries an
 * Idempotency-Key made once per file, so a retry after a dropped connection does not import twice.
 * This panel and its reader (papaparse) are fetched only when it is opened. Its steps are in
 * productImport/, one file each.
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
      <PageHeading tabIndex={-1}>{importScreenMessages.heading}</PageHeading>
      {state.step === 'choose' || state.step === 'reading' ? (
        <ChooseFile
          reading={state.step === 'reading'}
          refused={state.step === 'choose' ? state.refused : undefined}
          onFile={read}
          onRefused={(refused) => setState({ step: 'choose', refused })}
        />
      ) : (
        <Stage ref={statusRef} tabIndex={-1}>
          {state.step === 'preview' && <FilePreview file={state.file} onImport={send} onAgain={again} />}
          {state.step === 'sending' && <SendingProgress count={state.file.good.length} />}
          {state.step === 'done' && <ImportDone result={state.result} onAgain={again} />}
          {state.step === 'refusedByServer' && (
            <>
              <ErrorText>{importScreenMessages.refused}</ErrorText>
              <BadRows rows={state.rows} titles={new Map(state.file.good.map((row) => [row.row, row.title]))} />
              <Button variant="secondary" onClick={again}>
                {importScreenMessages.chooseAnother}
              </Button>
            </>
          )}
          {state.step === 'failed' && (
            <>
              <ErrorText>{state.message}</ErrorText>
              <Actions>
                <Button onClick={() => void send(state.file)}>{importScreenMessages.tryAgain}</Button>
                <Button variant="secondary" onClick={again}>
                  {importScreenMessages.chooseAnother}
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
  return typeof status === 'number' && status < 500
    ? errorMessageOf(error, importScreenMessages.failed)
    : importScreenMessages.failed;
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
