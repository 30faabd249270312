import type { ProductImage } from '@sika/api-client';
import { formatListPrice, messages } from '@sika/domain';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The contract's ProductImage: the image, and (from the server's pipeline) a ~320 px list variant. */
export type ListImage = ProductImage;

export type ProductCardProps = {
  title: string;
  price: number;
  category: string;
  image?: ListImage;
  /** Where the card leads (the product's edit page). */
  to: string;
  /**
   * The card is on the first screen: its image (the page's largest paint) is asked for before
   * the other cards' (fetchpriority high). Still lazy, as every list image is.
   */
  priority?: boolean;
};

const THUMB_PX = 80;

/** One product in the list (All Products): first image, title, 'GHC {price}', category; the whole card is the link. */
export function ProductCard({ title, price, category, image, to, priority = false }: ProductCardProps) {
  const srcSet =
    image?.listUrl && image.listWidth
      ? [`${image.listUrl} ${image.listWidth}w`, image.width ? `${image.url} ${image.width}w` : null]
          .filter(Boolean)
          .join(', ')
      : undefined;
  return (
    <Card to={to}>
      {image ? (
        // width/height reserve the box so nothing jumps; lazy so off-screen cards cost no data.
        <Thumb
          src={image.listUrl ?? image.url}
          srcSet={srcSet}
          sizes={`${THUMB_PX}px`}
          width={THUMB_PX}
          height={THUMB_PX}
          loading="lazy"
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          alt={messages.products.imageAlt(title)}
        />
      ) : (
        <Placeholder aria-hidden="true">{messages.products.noImage}</Placeholder>
      )}
      <Details>
        <Title>{title}</Title>
        <Price>{formatListPrice(price)}</Price>
        <Category>{category}</Category>
      </Details>
    </Card>
  );
}

const Card = styled(Link)`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: inherit;
  text-decoration: none;
  &:hover h3 {
    text-decoration: underline;
  }
`;

const Thumb = styled.img`
  flex: none;
  width: ${THUMB_PX}px;
  height: ${THUMB_PX}px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
`;

const Placeholder = styled.span`
  flex: none;
  width: ${THUMB_PX}px;
  height: ${THUMB_PX}px;
  display: grid;
  place-items: center;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Details = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const Price = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const Category = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
