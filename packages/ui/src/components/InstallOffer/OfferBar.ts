import styled from 'styled-components';

/**
 * The card the app's own offers (InstallOffer, UpdatePrompt) sit in: at the bottom of the window,
 * over the page, as wide as a phone at most, so it never pushes what the vendor is reading away.
 */
export const OfferBar = styled.section`
  position: fixed;
  z-index: 10;
  inset-inline: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.sm};
  max-width: 28rem;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

/** The offer's buttons: its action first, then the way to put it off. */
export const OfferActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
