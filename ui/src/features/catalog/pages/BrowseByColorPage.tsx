import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ErrorNotice } from '@/components/ErrorNotice';
import { colourName } from '@/components/colour-name';
import { mergeColours, type ColourOption } from '@/components/ListingFilters';
import { NotFound } from '@/components/NotFound';
import { PageHeader } from '@/components/PageHeader';
import { ProductListing } from '@/components/ProductListing';
import { Skeleton } from '@/components/Skeleton';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { useLanguage } from '@/components/useLanguage';
import { isNotFoundError, useListingParams } from '@/components/useListingParams';
import { paths } from '@/config/paths';
import { useBrandColourListing, useBrandColours, useBrands, useColourFacets } from '../api';
import { BrandLogo } from '../components/BrandLogo';

/** /browse-by-color, /browse-by-color/{brand}, /browse-by-color/{brand}/{color}. */
export default function BrowseByColorPage() {
  const { brand, color } = useParams();
  if (brand && color) return <BrandColourProducts key={`${brand}/${color}`} brand={brand} colour={color} />;
  if (brand) return <BrandPalette key={brand} brand={brand} />;
  return <ColourIndex />;
}

function SwatchSkeletons() {
  return (
    <ul className="colour-grid" aria-busy="true">
      {Array.from({ length: 12 }, (_, index) => (
        <li key={index}>
          <Skeleton shape="block" className="colour-card__skeleton" />
        </li>
      ))}
    </ul>
  );
}

function ColourTiles({ colours, hrefFor, showCounts }: { colours: ColourOption[]; hrefFor: (slug: string) => string; showCounts: boolean }) {
  const { t } = useTranslation('catalog');
  return (
    <ul className="colour-grid">
      {colours.map((colour) => (
        <li key={colour.slug}>
          <Link className="colour-card" to={hrefFor(colour.slug)}>
            <span className="colour-card__chip" style={{ background: colour.hex }} aria-hidden="true" />
            <span className="colour-card__name">{colour.name}</span>
            {showCounts && <span className="colour-card__count">{t('byColour.products', { total: colour.count })}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ColourIndex() {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const brands = useBrands();
  const fabricColours = useColourFacets({ ct1: 'fabrics' });
  const title = t('byColour.title');
  useDocumentTitle(title);
  const fabricsHref = (slug: string) => `${paths.fabrics.href()}?color=${encodeURIComponent(slug)}`;

  return (
    <div className="container page">
      <PageHeader title={title} crumbs={[{ label: title }]} intro={t('byColour.intro')} />
      <section className="section section--tight" aria-labelledby="by-colour-brands">
        <h2 id="by-colour-brands" className="section__title">{t('byColour.chooseBrand')}</h2>
        {brands.isPending ? (
          <SwatchSkeletons />
        ) : brands.isError ? (
          <ErrorNotice message={t('brandsPage.error')} onRetry={() => void brands.refetch()} retrying={brands.isFetching} />
        ) : (
          <ul className="brand-grid brand-grid--compact">
            {brands.data.map((brand) => (
              <li key={brand.slug}>
                <Link className="brand-card" to={paths.browseByColor.brand.href(brand.slug)}>
                  <BrandLogo brand={brand} decorative />
                  <span className="brand-card__name">{t('byColour.brandColours', { brand: brand.name })}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="section" aria-labelledby="by-colour-fabrics">
        <h2 id="by-colour-fabrics" className="section__title">{t('byColour.allFabricColours')}</h2>
        {fabricColours.isPending ? (
          <SwatchSkeletons />
        ) : fabricColours.data ? (
          <ColourTiles colours={mergeColours(fabricColours.data, language)} hrefFor={fabricsHref} showCounts />
        ) : null}
      </section>
    </div>
  );
}

function BrandPalette({ brand }: { brand: string }) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const colours = useBrandColours(brand);
  const brands = useBrands();
  const found = brands.data?.find((item) => item.slug === brand.toLowerCase());
  const title = found ? t('byColour.brandColours', { brand: found.name }) : null;
  useDocumentTitle(title);

  if (isNotFoundError(colours.error) || (brands.data && !found)) return <NotFound />;
  const indexTitle = t('byColour.title');

  return (
    <div className="container page">
      <PageHeader
        title={title}
        crumbs={[{ label: indexTitle, href: paths.browseByColor.href() }, ...(found ? [{ label: found.name }] : [])]}
        intro={t('byColour.brandIntro')}
      />
      {colours.isPending ? (
        <SwatchSkeletons />
      ) : colours.isError ? (
        <ErrorNotice message={t('byColour.error')} onRetry={() => void colours.refetch()} retrying={colours.isFetching} />
      ) : (
        <ColourTiles
          colours={mergeColours(colours.data, language)}
          hrefFor={(slug) => paths.browseByColor.color.href(brand, slug)}
          showCounts
        />
      )}
    </div>
  );
}

function BrandColourProducts({ brand, colour }: { brand: string; colour: string }) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const { apiParams } = useListingParams();
  // The colour is the page itself, so the colour filter is not offered.
  const listing = useBrandColourListing(brand, colour, { ...apiParams, color: undefined }, true);
  const brands = useBrands();
  const brandName = brands.data?.find((item) => item.slug === brand.toLowerCase())?.name ?? null;
  const colourData = listing.data?.color;
  const title = colourData && brandName ? t('byColour.brandColour', { brand: brandName, colour: colourName(colourData, language) }) : null;
  useDocumentTitle(title);

  if (isNotFoundError(listing.error)) return <NotFound />;

  return (
    <div className="container page">
      <PageHeader
        title={title}
        crumbs={[
          { label: t('byColour.title'), href: paths.browseByColor.href() },
          ...(brandName ? [{ label: brandName, href: paths.browseByColor.brand.href(brand) }] : []),
          ...(colourData ? [{ label: colourName(colourData, language) }] : []),
        ]}
      >
        {colourData && (
          <p className="colour-hero">
            <span className="colour-hero__chip" style={{ background: colourData.hex }} aria-hidden="true" />
            <span>{colourData.hex.toUpperCase()}</span>
          </p>
        )}
      </PageHeader>
      <ProductListing query={listing} defaultSort="newest" label={title ?? colour} />
    </div>
  );
}
