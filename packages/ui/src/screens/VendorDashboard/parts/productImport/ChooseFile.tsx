import {
  PRODUCT_CSV_MAX_ROWS,
  productImportScreenMessages as importScreenMessages,
  productTemplateCsv,
} from '@sika/domain';
import { useId } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import styled from 'styled-components';
import { Button, DropArea, ErrorText } from '../../../../components/index.ts';
import { downloadCsv } from '../downloadCsv.ts';

/** The first step: the template to download, and the drop area that takes one CSV file. */
export function ChooseFile({
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
      else if (rejected.length > 0)
        onRefused(rejected.length > 1 ? importScreenMessages.oneFile : importScreenMessages.notCsv);
    },
  });
  return (
    <>
      <p>{importScreenMessages.intro}</p>
      <div>
        <Button variant="text" onClick={() => downloadCsv(productTemplateCsv(), 'sika-products-template.csv')}>
          {importScreenMessages.template}
        </Button>
      </div>
      <Drop {...getRootProps()} $active={isDragActive}>
        <input {...getInputProps({ 'aria-label': importScreenMessages.chooseFile, 'aria-describedby': hintId })} />
        <strong>{importScreenMessages.chooseFile}</strong>
        <p id={hintId}>{importScreenMessages.dropHint(PRODUCT_CSV_MAX_ROWS)}</p>
      </Drop>
      {reading && <p role="status">{importScreenMessages.reading}</p>}
      {refused && <ErrorText>{refused}</ErrorText>}
    </>
  );
}

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
