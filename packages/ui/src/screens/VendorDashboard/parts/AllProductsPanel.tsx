import { useFreshLists, useGetAllProductsQuery, type Product } from '@sika/api-client';
import { paths, PRODUCT_CATEGORIES, toOptions, productImportHeading, productsMessages } from '@sika/domain';
import { Suspense, useMemo, useState } from 'react';
import styled from 'styled-components';
import { PageHeading, ProductCard, QueryState, TextLink } from '../../../components/index.ts';
import { NO_IDS, QueuedSection } from '../../../connected/WriteQueue/QueuedSection.tsx';
import { lazyComponent } from '../../../hooks/lazyComponent.tsx';
import { useRoleMay } from '../../../hooks/useRoleMay.ts';
import { Cards, ListCount, Tools } from './listLayout.ts';
import { ChoiceTool, SearchTool } from './listTools.tsx';
import { PanelShapes } from './PanelPlaceholder.tsx';
import { panelHref } from './panels.ts';

const text = productsMessages;
/** Cards a phone shows under the heading and tools before any scroll (360 x 640 and up). */
export const FIRST_SCREEN_CARDS = 4;
type Sort = 'newest' | 'priceLow' | 'priceHigh';

const categoryChoices = [{ value: '', label: text.allCategories }, ...toOptions(PRODUCT_CATEGORIES)];
const sortChoices: { value: Sort; label: string }[] = [
  { value: 'newest', label: text.sortNewest },
  { value: 'priceLow', label: text.sortPriceLow },
  { value: 'priceHigh', label: text.sortPriceHigh },
];

/** Search, filter and sort on the device: the list is already here, so no extra request. */
function arrange(products: readonly Product[], query: string, category: string, sort: Sort): Product[] {
  const needle = query.trim().toLowerCase();
  const kept = products.filter(
    (product) =>
      (!needle || product.title.toLowerCase().includes(needle)) && (!category || product.category === category),
  );
  // Stable sorts: among equal prices the server's order (newest first) stays.
  if (sort === 'priceLow') return kept.toSorted((a, b) => a.price - b.price);
  if (sort === 'priceHigh') return kept.toSorted((a, b) => b.price - a.price);
  // ISO 8601 times from the server order as plain strings; localeCompare would start the
  // browser's collator (a first-render cost on a slow phone) to compare digits.
  return kept.toSorted((a, b) => byNewest(a.createdAt ?? '', b.createdAt ?? ''));
}

const byNewest = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/**
 * 'Download CSV': fetched once the list shows, so the dashboard's first load carries none of it.
 * If it cannot be fetched (offline before it ever came), the list shows without it.
 */
export const ProductFileTools = lazyComponent(() =>
  import('./ProductFileTools.tsx').then(
    (m) => m.ProductFileTools,
    () => () => null,
  ),
);

/** All Products: the signed-in vendor's products as cards, refreshed every 15 s, on focus and on mount. */
export function AllProductsPanel({ today }: { today?: Date }) {
  const mayImport = useRoleMay('manageCatalogue');
  const polling = useFreshLists();
  const products = useGetAllProductsQuery(undefined, {
    ...polling,
    refetchOnFocus: true,
    refetchOnMountOrArgChange: true,
  });
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const [sort, setSort] = useState<Sort>('newest');
  // A product whose delete waits on this phone is gone from the list already.
  const [deleting, setDeleting] = useState(NO_IDS);
  const shown = useMemo(
    () =>
      arrange(
        (products.data ?? []).filter((product) => !deleting.has(product._id)),
        query,
        category,
        sort,
      ),
    [products.data, deleting, query, category, sort],
  );

  return (
    <>
      <PageHeading tabIndex={-1}>{text.heading}</PageHeading>
      <QueuedSection products={products.data} onDeleting={setDeleting} />
      <QueryState
        query={products}
        placeholder={<PanelShapes panel="products" />}
        errorMessage={text.failed}
        isEmpty={(list) => list.length === 0}
        empty={
          <Empty>
            <p>
              <strong>{text.empty}</strong> {text.emptyBody}
            </p>
            <EmptyLinks>
              <TextLink to={panelHref('add')}>{text.addFirst}</TextLink>
              {/* A shop moving from a notebook or another marketplace brings its products in one file. */}
              {mayImport && <TextLink to={panelHref('import')}>{productImportHeading}</TextLink>}
            </EmptyLinks>
          </Empty>
        }
      >
        {(data) => (
          <>
            <Tools role="search">
              <SearchTool label={text.searchLabel} value={query} onChange={setQuery} />
              <ChoiceTool
                label={text.categoryFilterLabel}
                value={category}
                onChange={setCategory}
                options={categoryChoices}
              />
              <ChoiceTool
                label={text.sortLabel}
                value={sort}
                onChange={(value) => setSort(value as Sort)}
                options={sortChoices}
              />
            </Tools>
            <FileBar>
              <ListCount role="status">{text.count(shown.length, data.length)}</ListCount>
              <FileToolsRoom>
                <Suspense fallback={null}>
                  <ProductFileTools.Component products={data} today={today} />
                </Suspense>
              </FileToolsRoom>
            </FileBar>
            {shown.length === 0 ? (
              <p>{text.noMatches}</p>
            ) : (
              <Cards aria-label={text.heading}>
                {shown.map((product, index) => (
                  <li key={product._id}>
                    <ProductCard
                      to={paths.editProduct(product._id)}
                      addPictureTo={paths.productPicture(product._id)}
                      title={product.title}
                      price={product.price}
                      category={product.category}
                      image={product.images[0]}
                      priority={index < FIRST_SCREEN_CARDS}
                    />
                  </li>
                ))}
              </Cards>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}

const Empty = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

const EmptyLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space.lg};
`;

/**
 * The file tools stand one above the other on a panel this wide or narrower (a phone);
 * beside the count they need about 470 px.
 */
const FILE_TOOLS_STACKED_UP_TO = '520px';

/**
 * The count and the file tools on one row. The tools' code comes after the list is drawn, so their
 * room is kept until then, as tall as they will be: one row, or on a narrow panel the button above
 * the link. They stack by the panel's width, not by wrapping, so nothing below moves when they arrive.
 */
const FileBar = styled.div`
  container-type: inline-size;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const FileToolsRoom = styled.div`
  flex: 1 1 0;
  display: flex;
  justify-content: flex-end;
  min-height: ${({ theme }) => theme.sizes.minTarget};
  @container (max-width: ${FILE_TOOLS_STACKED_UP_TO}) {
    min-height: calc(2 * ${({ theme }) => theme.sizes.minTarget} + ${({ theme }) => theme.space.sm});
    /* && outweighs the tools' own rules, which arrive later in the page's styles. */
    && > * {
      flex-direction: column;
      align-items: flex-end;
    }
  }
`;
