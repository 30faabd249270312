import styled, { useTheme } from 'styled-components';

/** The configured logo image, or a wordmark drawn from the brand name (no image request at all). */
export function BrandLogo() {
  const { brand } = useTheme();
  if (brand.logoUrl) return <LogoImage src={brand.logoUrl} alt={brand.name} height={32} />;
  return (
    <Wordmark>
      <Dot aria-hidden="true" />
      {brand.name}
    </Wordmark>
  );
}

const LogoImage = styled.img`
  height: 32px;
  width: auto;
`;

const Wordmark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
  letter-spacing: 0.02em;
`;

const Dot = styled.span`
  width: 14px;
  height: 14px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
  box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primary};
`;
