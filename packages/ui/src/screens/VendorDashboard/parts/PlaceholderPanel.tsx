import { PageHeading } from '../../../components/index.ts';

/** Your Orders and Profile until the orders and profile issues build them. */
export function PlaceholderPanel({ heading, body }: { heading: string; body: string }) {
  return (
    <>
      <PageHeading tabIndex={-1}>{heading}</PageHeading>
      <p>{body}</p>
    </>
  );
}
