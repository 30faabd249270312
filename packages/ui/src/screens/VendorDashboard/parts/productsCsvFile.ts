import type { Product } from '@sika/api-client';
import { isoDay, productExportMessages, productsToCsv } from '@sika/domain';
import { downloadCsv } from './downloadCsv.ts';

/**
 * Saves every product of the vendor as `sika-products-<day>.csv`, made on the device from the list
 * it already has (no request); pictures as absolute addresses so they open from a spreadsheet.
 * Returns the file's name.
 */
export function saveProductsCsv(products: readonly Product[], today: Date): string {
  const fileName = productExportMessages.csvFileName(isoDay(today.toISOString()));
  downloadCsv(
    productsToCsv(products, (url) => new URL(url, window.location.origin).href),
    fileName,
  );
  return fileName;
}
