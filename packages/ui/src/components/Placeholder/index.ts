export { CardsPlaceholder, DetailsPlaceholder, FieldsPlaceholder } from './Placeholder.tsx';
