import type { Brand } from '../types';

interface BrandLogoProps {
  brand: Pick<Brand, 'name' | 'logo'>;
  eager?: boolean;
  /** The brand's name is written next to the logo, so the image needs no text of its own. */
  decorative?: boolean;
}

/** A brand's logo image, or its name set in type when it has none. */
export function BrandLogo({ brand, eager = false, decorative = false }: BrandLogoProps) {
  if (!brand.logo) {
    return (
      <span className="brand-logo brand-logo--text" aria-hidden={decorative || undefined}>
        {brand.name}
      </span>
    );
  }
  return (
    <img
      className="brand-logo"
      src={brand.logo}
      alt={decorative ? '' : brand.name}
      width="320"
      height="120"
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
