import type { ProductImage } from '@sika/api-client';
import { formatListPrice, productsMessages } from '@sika/domain';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

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
   * Where a card without a picture offers to add one (the picture step for this product): the
   * picture's place is then an 'Add a picture' link of its own, beside the card's link.
   */
  addPictureTo?: string;
  /**
   * The card is on the first screen: its image (the page's largest paint) is asked for before
   * the other cards' (fetchpriority high). Still lazy, as every list image is.
   */
  priority?: boolean;
};

const THUMB_PX = 80;

/**
 * One product in the list (All Products): first image, title, 'GHC {price}', category; the whole
 * card is the link. A card without a picture and with `addPictureTo` is two links side by side
 * (links cannot nest): 'Add a picture' where the picture would be, and the rest of the card. The
 * product's own link comes first, as on every card: a screen reader or a keyboard meets the product,
 * then what it lacks; the picture's place is drawn first by CSS order.
 */
export function ProductCard({ title, price, category, image, to, addPictureTo, priority = false }: ProductCardProps) {
  const details = (
    <Details>
      <Title>{title}</Title>
      <Price>{formatListPrice(price)}</Price>
      <Category>{category}</Category>
    </Details>
  );
  if (!image && addPictureTo) {
    return (
      <Frame>
        <DetailsLink to={to}>{details}</DetailsLink>
        <AddPicture to={addPictureTo} aria-label={productsMessages.addPictureFor(title)}>
          <span aria-hidden="true">+</span>
          {productsMessages.addPicture}
        </AddPicture>
      </Frame>
    );
  }
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
          alt={productsMessages.imageAlt(title)}
        />
      ) : (
        <Placeholder aria-hidden="true">{productsMessages.noImage}</Placeholder>
      )}
      {details}
    </Card>
  );
}

const cardLook = css`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Card = styled(Link)`
  ${cardLook}
  color: inherit;
  text-decoration: none;
  &:hover h2 {
    text-decoration: underline;
  }
`;

const Frame = styled.div`
  ${cardLook}
`;

/** The rest of a card whose picture place is its own link: as tall as the card, to the right edge. */
const DetailsLink = styled(Link)`
  flex: 1;
  align-self: stretch;
  display: flex;
  align-items: center;
  min-width: 0;
  color: inherit;
  text-decoration: none;
  &:hover h2 {
    text-decoration: underline;
  }
`;

const AddPicture = styled(Link)`
  order: -1;
  flex: none;
  width: ${THUMB_PX}px;
  height: ${THUMB_PX}px;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  text-align: center;
  border: 2px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  line-height: 1.2;
  text-decoration: none;
  span {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: 1;
  }
  &:hover {
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
