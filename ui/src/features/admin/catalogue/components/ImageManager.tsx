import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/Spinner';
import { deleteProductImage, updateProduct, uploadProductImage } from '../api';
import { confirmed, messageOf } from '../errors';
import type { AdminProduct } from '../types';
import { useAdminDeny, useAdminToken } from '../useAdminToken';

/** The server keeps at most this many images per product (issue 13 contract). */
export const MAX_IMAGES = 10;
export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

interface ImageManagerProps {
  product: AdminProduct;
  /** The product as the server answered after an upload or a deletion. */
  onChange: (product: AdminProduct) => void;
}

/**
 * A product's images: the first is the card image. Upload one at a time (the server checks the file is an
 * image of an accepted kind and size and says why not), or delete one after confirming.
 */
export function ImageManager({ product, onChange }: ImageManagerProps) {
  const { t } = useTranslation('admin-catalogue');
  const token = useAdminToken();
  const deny = useAdminDeny();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busyUrl, setBusyUrl] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const full = product.images.length >= MAX_IMAGES;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setProgress(0);
    controller.current = new AbortController();
    try {
      const updated = await uploadProductImage(product._id, file, {
        token,
        onProgress: setProgress,
        signal: controller.current.signal,
      });
      onChange(updated);
      toast.success(t('images.uploaded'));
    } catch (failure) {
      deny(failure);
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      setError(messageOf(failure, t('images.uploadFailed')));
    } finally {
      setProgress(null);
    }
  };

  const remove = async (url: string, position: number) => {
    if (!confirmed(t('images.confirmDelete', { position: position + 1 }))) return;
    setError(null);
    setBusyUrl(url);
    try {
      onChange(await deleteProductImage(product._id, url, token));
      toast.success(t('images.deleted'));
    } catch (failure) {
      deny(failure);
      const message = messageOf(failure, t('images.deleteFailed'));
      setError(message);
      toast.error(message);
    } finally {
      setBusyUrl(null);
    }
  };

  const makeCardImage = async (url: string) => {
    setError(null);
    setBusyUrl(url);
    try {
      onChange(await updateProduct(product._id, { images: [url, ...product.images.filter((image) => image !== url)] }, token));
      toast.success(t('images.cardImageSet'));
    } catch (failure) {
      deny(failure);
      const message = messageOf(failure, t('images.cardImageFailed'));
      setError(message);
      toast.error(message);
    } finally {
      setBusyUrl(null);
    }
  };

  const uploading = progress !== null;
  return (
    <fieldset className="ac-fieldset ac-images">
      <legend className="ac-fieldset__legend">{t('images.legend')}</legend>
      <p className="ac-hint" id="ac-images-hint">
        {t('images.hint', { max: MAX_IMAGES })}
      </p>
      {product.images.length === 0 ? (
        <p className="ac-muted">{t('images.none')}</p>
      ) : (
        <ol className="ac-images__list">
          {product.images.map((url, position) => (
            <li key={url} className="ac-images__item">
              <img src={url} alt={t('images.alt', { position: position + 1 })} className="ac-images__thumb" width="96" height="96" />
              {position === 0 ? (
                <span className="ac-badge ac-badge--accent">{t('images.cardImage')}</span>
              ) : (
                <button
                  type="button"
                  className="ac-link-button"
                  onClick={() => void makeCardImage(url)}
                  disabled={busyUrl !== null || uploading}
                  aria-label={t('images.makeCardNamed', { position: position + 1 })}
                >
                  {t('images.makeCard')}
                </button>
              )}
              <button
                type="button"
                className="ac-link-button ac-link-button--danger"
                onClick={() => void remove(url, position)}
                disabled={busyUrl !== null || uploading}
                aria-label={t('images.delete', { position: position + 1 })}
              >
                {busyUrl === url ? <Spinner size="small" label={t('status.deleting')} /> : t('actions.delete')}
              </button>
            </li>
          ))}
        </ol>
      )}
      <div className="ac-upload">
        <label className={`button button--secondary ac-upload__button${full || uploading ? ' ac-upload__button--disabled' : ''}`}>
          {t('images.add')}
          <input
            ref={input}
            type="file"
            accept={IMAGE_TYPES}
            className="visually-hidden"
            onChange={(event) => void onFile(event)}
            disabled={full || uploading}
            aria-describedby="ac-images-hint"
          />
        </label>
        {uploading && (
          <div className="ac-progress">
            <Spinner size="small" label={t('images.uploading')} />
            <progress max={100} value={Math.round(progress * 100)} aria-label={t('images.uploading')} />
            <span aria-hidden="true">{Math.round(progress * 100)}%</span>
          </div>
        )}
      </div>
      {full && <p className="ac-muted">{t('images.full', { max: MAX_IMAGES })}</p>}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
