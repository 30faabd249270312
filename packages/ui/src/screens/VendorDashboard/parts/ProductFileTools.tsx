import type { Product } from '@sika/api-client';
import { productExportMessages, productImportHeading } from '@sika/domain';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, TextLink, toast } from '../../../components/index.ts';
import { useRoleMay } from '../../../hooks/useRoleMay.ts';
import { panelHref } from './panels.ts';

/**
 * 'Download CSV' on All Products (docs/product.md, Bulk catalogue): the whole catalogue, not only
 * what the search and filter show. Fetched once the list is on screen, and the code that writes the
 * file on the first tap, so the dashboard's first load carries none of it.
 */
export function ProductFileTools({ products, today }: { products: readonly Product[]; today?: Date }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const mayImport = useRoleMay('manageCatalogue');

  async function download() {
    setBusy(true);
    try {
      const { saveProductsCsv } = await import('./productsCsvFile.ts');
      toast.success(productExportMessages.downloaded(products.length, saveProductsCsv(products, today ?? new Date())));
    } catch {
      toast.error(productExportMessages.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Group>
      <Button variant="secondary" busy={busy} onClick={() => void download()} aria-describedby={`${id}-hint`}>
        {productExportMessages.downloadCsv}
      </Button>
      <span id={`${id}-hint`} hidden>
        {productExportMessages.downloadCsvHint(products.length)}
      </span>
      {/* Its way back in: the file, changed in a spreadsheet, read again (docs/product.md, Bulk catalogue). */}
      {mayImport && <TextLink to={panelHref('import')}>{productImportHeading}</TextLink>}
    </Group>
  );
}

/** The button and the link side by side; All Products' room for them stacks them on a phone. */
const Group = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;
