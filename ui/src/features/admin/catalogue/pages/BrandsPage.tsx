import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/Spinner';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { catalogueKeys, useRefresh } from '../api';
import { deleteBrand, reorderBrands, treeKeys, useAdminBrands } from '../category-api';
import type { AdminBrand } from '../category-types';
import { BrandFormModal } from '../components/BrandFormModal';
import { confirmed, messageOf } from '../errors';
import { moveItem } from '../reorder';
import { useAdminDeny, useAdminToken } from '../useAdminToken';

type Editing = { brand: AdminBrand | null } | null;
type Direction = 'up' | 'down';

/** /admin-dash/brands: the brands in the shop's order; add, rename, re-slug, give a logo, move and delete them. */
export default function BrandsPage() {
  const { t } = useTranslation('admin-catalogue');
  const token = useAdminToken();
  const deny = useAdminDeny();
  const brands = useAdminBrands();
  const client = useQueryClient();
  const refresh = useRefresh();
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [moved, setMoved] = useState<{ id: string; direction: Direction } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  useDocumentTitle(t('brands.pageTitle'));

  const list = [...(brands.data ?? [])].sort((a, b) => a.position - b.position);

  // After a move, focus stays on the moved brand's button (or its other one at the end of the list).
  useEffect(() => {
    if (!moved) return;
    const wanted = buttons.current.get(`${moved.id}:${moved.direction}`);
    const other = buttons.current.get(`${moved.id}:${moved.direction === 'up' ? 'down' : 'up'}`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [moved, brands.data]);

  /** What a change touches: this list, and the brands the product and colour forms offer. */
  const changed = () => Promise.all([refresh(treeKeys.brands()), refresh(catalogueKeys.options())]);

  const move = async (index: number, direction: Direction) => {
    const reordered = moveItem(list, index, direction === 'up' ? index - 1 : index + 1);
    const brand = list[index];
    if (reordered === list || !brand) return;
    const previous = brands.data;
    client.setQueryData(
      treeKeys.brands(),
      reordered.map((item, position) => ({ ...item, position })),
    );
    setMoved({ id: brand._id, direction });
    try {
      const saved = await reorderBrands(
        reordered.map((item) => item._id),
        token,
      );
      client.setQueryData(treeKeys.brands(), saved);
      toast.success(t('brands.reordered'));
      void refresh(catalogueKeys.options());
    } catch (failure) {
      deny(failure);
      client.setQueryData(treeKeys.brands(), previous);
      toast.error(messageOf(failure, t('brands.reorderFailed')));
    }
  };

  const remove = async (brand: AdminBrand) => {
    if (!confirmed(t('brands.confirmDelete', { name: brand.name }))) return;
    setProblem(null);
    setBusy(brand._id);
    try {
      await deleteBrand(brand._id, token);
      toast.success(t('brands.deleted'));
      await changed();
    } catch (failure) {
      deny(failure);
      // A brand some product has answers 409 with the server's explanation.
      const text = messageOf(failure, t('brands.deleteFailed'));
      setProblem(text);
      toast.error(text);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="ac-page">
      <header className="ac-page__header">
        <h1 className="ac-page__title">{t('brands.pageTitle')}</h1>
        <button type="button" className="button button--accent" onClick={() => setEditing({ brand: null })}>
          {t('brands.add')}
        </button>
      </header>
      <p className="ac-hint">{t('brands.intro')}</p>

      {problem && (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      )}

      {brands.isPending ? (
        <div className="ac-loading">
          <Spinner label={t('status.loading')} />
        </div>
      ) : brands.isError ? (
        <div className="notice notice--error" role="alert">
          <p>{messageOf(brands.error, t('brands.loadFailed'))}</p>
          <button type="button" className="button button--secondary" onClick={() => void brands.refetch()}>
            {t('actions.retry')}
          </button>
        </div>
      ) : list.length === 0 ? (
        <p className="ac-empty">{t('brands.empty')}</p>
      ) : (
        <ol className="ac-brands" aria-label={t('brands.listLabel')}>
          {list.map((brand, index) => (
            <li key={brand._id} className="ac-brands__item">
              {brand.logo ? (
                <img className="ac-brands__logo" src={brand.logo} alt="" width="96" height="48" loading="lazy" />
              ) : (
                <span className="ac-brands__logo ac-noimage">{t('brands.noLogo')}</span>
              )}
              <div className="ac-brands__text">
                <h2 className="ac-brands__name">{brand.name}</h2>
                <span className="ac-tree__meta">
                  <code>/brands/{brand.slug}</code> · {t('brands.products', { total: brand.products })}
                </span>
              </div>
              <div className="ac-tree__actions">
                {(['up', 'down'] as const).map((direction) => (
                  <button
                    key={direction}
                    ref={(element) => {
                      if (element) buttons.current.set(`${brand._id}:${direction}`, element);
                      else buttons.current.delete(`${brand._id}:${direction}`);
                    }}
                    type="button"
                    className="icon-button ac-move"
                    disabled={direction === 'up' ? index === 0 : index === list.length - 1}
                    onClick={() => void move(index, direction)}
                    aria-label={t(direction === 'up' ? 'brands.moveUp' : 'brands.moveDown', { name: brand.name })}
                  >
                    <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
                  </button>
                ))}
                <button
                  type="button"
                  className="ac-link-button"
                  onClick={() => setEditing({ brand })}
                  aria-label={t('brands.editNamed', { name: brand.name })}
                >
                  {t('actions.edit')}
                </button>
                <button
                  type="button"
                  className="ac-link-button ac-link-button--danger"
                  onClick={() => void remove(brand)}
                  disabled={busy === brand._id}
                  aria-label={t('brands.deleteNamed', { name: brand.name })}
                >
                  {busy === brand._id ? <Spinner size="small" label={t('status.deleting')} /> : t('actions.delete')}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}

      {editing && (
        <BrandFormModal
          brand={editing.brand}
          onClose={() => {
            setEditing(null);
            void changed();
          }}
          onSaved={() => {
            setEditing(null);
            void changed();
          }}
        />
      )}
    </div>
  );
}
