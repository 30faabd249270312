export { ProductCard } from './ProductCard.tsx';
export type { ListImage, ProductCardProps } from './ProductCard.tsx';
