import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface GalleryProps {
  images: string[];
  name: string;
  discount: number;
}

/** The product's images: a large one and thumbnails to switch between them. */
export function Gallery({ images, name, discount }: GalleryProps) {
  const { t } = useTranslation('product');
  const [selected, setSelected] = useState(0);
  const current = images[Math.min(selected, images.length - 1)];

  return (
    <div className="gallery">
      <div className="gallery__main">
        {current ? (
          <img
            src={current}
            alt={images.length > 1 ? t('gallery.imageAlt', { name, index: selected + 1, total: images.length }) : name}
            width="800"
            height="800"
            fetchPriority="high"
            decoding="async"
          />
        ) : (
          <span className="gallery__empty">{t('gallery.noImage')}</span>
        )}
        {discount > 0 && <span className="gallery__badge">{t('gallery.discount', { percent: discount })}</span>}
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs" aria-label={t('gallery.thumbnails')}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={index === selected}
                aria-label={t('gallery.show', { index: index + 1, total: images.length })}
                onClick={() => setSelected(index)}
              >
                <img src={image} alt="" width="96" height="96" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
