import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/Spinner';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { LANGUAGES } from '@/lib/language';
import { catalogueKeys, deleteSlide, reorderSlides, useAdminSlides, useRefresh } from '../api';
import { SlideFormModal } from '../components/SlideFormModal';
import { confirmed, messageOf } from '../errors';
import { moveItem } from '../reorder';
import type { Slide } from '../types';
import { useAdminDeny, useAdminToken } from '../useAdminToken';

type Editing = { slide: Slide | null } | null;
type Direction = 'up' | 'down';

/** /admin-dash/main-slider: the home page's slides in display order; add, edit, delete and move them. */
export default function MainSliderPage() {
  const { t } = useTranslation('admin-catalogue');
  const token = useAdminToken();
  const deny = useAdminDeny();
  const slides = useAdminSlides();
  const client = useQueryClient();
  const refresh = useRefresh();
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [moved, setMoved] = useState<{ id: string; direction: Direction } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  useDocumentTitle(t('slides.pageTitle'));

  const list = [...(slides.data ?? [])].sort((a, b) => a.position - b.position);

  // After a move, focus stays on the moved slide's button (or its other one at the end of the list).
  useEffect(() => {
    if (!moved) return;
    const wanted = buttons.current.get(`${moved.id}:${moved.direction}`);
    const other = buttons.current.get(`${moved.id}:${moved.direction === 'up' ? 'down' : 'up'}`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [moved, slides.data]);

  const move = async (index: number, direction: Direction) => {
    const reordered = moveItem(list, index, direction === 'up' ? index - 1 : index + 1);
    if (reordered === list) return;
    const slide = list[index];
    if (!slide) return;
    const previous = slides.data;
    const optimistic = reordered.map((item, position) => ({ ...item, position }));
    client.setQueryData(catalogueKeys.slides(), optimistic);
    setMoved({ id: slide._id, direction });
    try {
      const saved = await reorderSlides(
        reordered.map((item) => item._id),
        token,
      );
      client.setQueryData(catalogueKeys.slides(), saved);
      toast.success(t('slides.reordered'));
    } catch (failure) {
      deny(failure);
      client.setQueryData(catalogueKeys.slides(), previous);
      toast.error(messageOf(failure, t('slides.reorderFailed')));
    }
  };

  const remove = async (slide: Slide) => {
    if (!confirmed(t('slides.confirmDelete', { title: slide.titles.en ?? '' }))) return;
    setBusy(slide._id);
    try {
      await deleteSlide(slide._id, token);
      toast.success(t('slides.deleted'));
      await refresh(catalogueKeys.slides());
    } catch (failure) {
      deny(failure);
      toast.error(messageOf(failure, t('slides.deleteFailed')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="ac-page">
      <header className="ac-page__header">
        <h1 className="ac-page__title">{t('slides.pageTitle')}</h1>
        <button type="button" className="button button--accent" onClick={() => setEditing({ slide: null })}>
          {t('slides.add')}
        </button>
      </header>
      <p className="ac-hint">{t('slides.intro')}</p>

      {slides.isPending ? (
        <div className="ac-loading">
          <Spinner label={t('status.loading')} />
        </div>
      ) : slides.isError ? (
        <div className="notice notice--error" role="alert">
          <p>{messageOf(slides.error, t('slides.loadFailed'))}</p>
          <button type="button" className="button button--secondary" onClick={() => void slides.refetch()}>
            {t('actions.retry')}
          </button>
        </div>
      ) : list.length === 0 ? (
        <p className="ac-empty">{t('slides.empty')}</p>
      ) : (
        <ol className="ac-cards" aria-label={t('slides.listLabel')}>
          {list.map((slide, index) => {
            const title = slide.titles.en || t('slides.untitled');
            return (
              <li key={slide._id} className={`ac-card${slide.isActive ? '' : ' ac-card--inactive'}`}>
                {slide.image ? (
                  <img className="ac-card__image" src={slide.image} alt="" width="240" height="90" loading="lazy" />
                ) : (
                  <span className="ac-card__image ac-noimage">{t('slides.noImage')}</span>
                )}
                <div className="ac-card__body">
                  <h2 className="ac-card__title">
                    <span className="visually-hidden">{t('slides.positionOf', { position: index + 1, total: list.length })} </span>
                    {title}
                  </h2>
                  <dl className="ac-card__details">
                    {LANGUAGES.filter((language) => language !== 'en' && slide.titles[language]).map((language) => (
                      <div key={language}>
                        <dt>{t(`languages.${language}`)}</dt>
                        <dd lang={language === 'ua' ? 'uk' : language}>{slide.titles[language]}</dd>
                      </div>
                    ))}
                    <div>
                      <dt>{t('slides.link')}</dt>
                      <dd>
                        <code>{slide.link}</code>
                      </dd>
                    </div>
                  </dl>
                  <span className={`ac-badge ${slide.isActive ? 'ac-badge--ok' : 'ac-badge--off'}`}>
                    {slide.isActive ? t('slides.shown') : t('slides.hidden')}
                  </span>
                </div>
                <div className="ac-card__actions">
                  {(['up', 'down'] as const).map((direction) => (
                    <button
                      key={direction}
                      ref={(element) => {
                        if (element) buttons.current.set(`${slide._id}:${direction}`, element);
                        else buttons.current.delete(`${slide._id}:${direction}`);
                      }}
                      type="button"
                      className="icon-button ac-move"
                      disabled={direction === 'up' ? index === 0 : index === list.length - 1}
                      onClick={() => void move(index, direction)}
                      aria-label={t(direction === 'up' ? 'slides.moveUp' : 'slides.moveDown', { title })}
                    >
                      <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
                    </button>
                  ))}
                  <button
                    type="button"
                    className="ac-link-button"
                    onClick={() => setEditing({ slide })}
                    aria-label={t('slides.editNamed', { title })}
                  >
                    {t('actions.edit')}
                  </button>
                  <button
                    type="button"
                    className="ac-link-button ac-link-button--danger"
                    onClick={() => void remove(slide)}
                    disabled={busy === slide._id}
                    aria-label={t('slides.deleteNamed', { title })}
                  >
                    {busy === slide._id ? <Spinner size="small" label={t('status.deleting')} /> : t('actions.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}

      {editing && (
        <SlideFormModal
          slide={editing.slide}
          onClose={() => {
            setEditing(null);
            void refresh(catalogueKeys.slides());
          }}
          onSaved={() => {
            setEditing(null);
            void refresh(catalogueKeys.slides());
          }}
        />
      )}
    </div>
  );
}
