import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Skeleton } from '@/components/Skeleton';
import { useLanguage } from '@/components/useLanguage';
import { localized } from '@/lib/format';
import { useSlides } from '../api';
import type { Slide } from '../types';

export const SLIDE_INTERVAL_MS = 6000;
/**
 * How wide a slide's picture is drawn: the page's width, but a slide is at least 280-300 px high and the picture
 * covers it, so a narrow screen draws it about 800 px wide (cropped). The server writes the first slide with the
 * same srcset and sizes (shop/seo/body.py), so the browser picks one file for both.
 */
export const SLIDE_SIZES = '(max-width: 800px) 800px, 100vw';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The home page's main slider (/api/slider/all-sliders). It advances by itself every 6 s unless the
 * visitor prefers reduced motion, pauses it, or hovers or focuses it; arrows and dots move by hand.
 */
export function MainSlider() {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const slides = useSlides();
  const list: Slide[] = [...(slides.data ?? [])].sort((a, b) => a.position - b.position);
  const count = list.length;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (!playing || hovered || focused || count < 2) return;
    const timer = window.setTimeout(() => go(index + 1), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, hovered, focused, count, index, go]);

  if (slides.isPending) {
    return (
      <div className="slider slider--loading" aria-busy="true">
        <Skeleton shape="block" className="slider__skeleton" />
      </div>
    );
  }
  if (count === 0) return null;

  const current = Math.min(index, count - 1);
  return (
    <section
      className="slider"
      aria-roledescription={t('slider.roledescription')}
      aria-label={t('slider.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="slider__track" style={{ transform: `translateX(-${current * 100}%)` }} aria-live={playing ? 'off' : 'polite'}>
        {list.map((slide, position) => {
          const title = localized(slide, 'title', language);
          const active = position === current;
          return (
            <div
              key={slide._id}
              className="slider__slide"
              role="group"
              aria-roledescription={t('slider.slide')}
              aria-label={t('slider.position', { index: position + 1, total: count })}
              aria-hidden={!active}
              inert={!active}
            >
              <img
                className="slider__image"
                src={slide.image}
                srcSet={slide.srcset || undefined}
                sizes={slide.srcset ? SLIDE_SIZES : undefined}
                alt=""
                width="1600"
                height="600"
                loading={position === 0 ? 'eager' : 'lazy'}
                fetchPriority={position === 0 ? 'high' : 'auto'}
                decoding="async"
              />
              <div className="slider__content container">
                <h2 className="slider__title">{title}</h2>
                <Link className="button button--accent" to={slide.link || '/'}>
                  {t('slider.cta')}
                </Link>
              </div>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="slider__controls">
          <button type="button" className="slider__arrow" onClick={() => go(current - 1)} aria-label={t('slider.previous')}>
            <span aria-hidden="true">‹</span>
          </button>
          <ul className="slider__dots">
            {list.map((slide, position) => (
              <li key={slide._id}>
                <button
                  type="button"
                  className="slider__dot"
                  aria-label={t('slider.goTo', { index: position + 1 })}
                  aria-current={position === current ? 'true' : undefined}
                  onClick={() => go(position)}
                />
              </li>
            ))}
          </ul>
          <button type="button" className="slider__arrow" onClick={() => go(current + 1)} aria-label={t('slider.next')}>
            <span aria-hidden="true">›</span>
          </button>
          <button
            type="button"
            className="slider__play"
            onClick={() => setPlaying((value) => !value)}
            aria-label={playing ? t('slider.pause') : t('slider.play')}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
        </div>
      )}
    </section>
  );
}
