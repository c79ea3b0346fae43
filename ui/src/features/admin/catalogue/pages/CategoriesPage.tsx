import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/Spinner';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { catalogueKeys, useRefresh } from '../api';
import { deleteCategory, reorderChildren, treeKeys, useAdminCategories } from '../category-api';
import { categoryLabel, MAX_LEVEL, missingTranslations, withChildren } from '../category-tree';
import type { AdminCategory } from '../category-types';
import { CategoryFormModal, type CategoryFormTarget } from '../components/CategoryFormModal';
import { confirmed, messageOf } from '../errors';
import { moveItem } from '../reorder';
import { useAdminDeny, useAdminToken } from '../useAdminToken';

type Direction = 'up' | 'down';

interface BranchActions {
  busy: string | null;
  buttonRef: (key: string) => (element: HTMLButtonElement | null) => void;
  onMove: (parent: AdminCategory, index: number, direction: Direction) => void;
  onEdit: (category: AdminCategory) => void;
  onAdd: (parent: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
}

/** The warning that some languages have no name of their own: their shoppers read the English one. */
function MissingBadge({ category }: { category: AdminCategory }) {
  const { t } = useTranslation('admin-catalogue');
  const missing = missingTranslations(category.names);
  if (missing.length === 0) return null;
  const languages = missing.map((language) => t(`tree.missingLanguages.${language}`)).join(', ');
  return (
    <span className="ac-badge ac-badge--warning">
      <span aria-hidden="true">⚠ </span>
      {t('tree.missing', { languages })}
    </span>
  );
}

/** One category's line: its names, path, product count and picture, with its actions. */
function CategoryLine({ category, children }: { category: AdminCategory; children: ReactNode }) {
  const { t } = useTranslation('admin-catalogue');
  return (
    <div className="ac-tree__row">
      {category.image ? (
        <img className="ac-tree__image" src={category.image} alt="" width="48" height="48" loading="lazy" />
      ) : (
        <span className="ac-tree__image ac-noimage" aria-hidden="true" />
      )}
      <div className="ac-tree__text">
        <span className="ac-tree__name">{categoryLabel(category)}</span>
        {category.names.ua && (
          <span className="ac-tree__ua" lang="uk">
            {category.names.ua}
          </span>
        )}
        <span className="ac-tree__meta">
          <code>/{category.path.join('/')}</code> · {t('tree.products', { total: category.products })}
        </span>
        <MissingBadge category={category} />
      </div>
      <div className="ac-tree__actions">{children}</div>
    </div>
  );
}

/** The subcategories of `parent`, each with its own subcategories below it. */
function Branch({ parent, actions }: { parent: AdminCategory; actions: BranchActions }) {
  const { t } = useTranslation('admin-catalogue');
  const nodes = parent.children;
  if (nodes.length === 0) return null;
  return (
    <ul className="ac-tree" aria-label={t('tree.listLabel', { name: categoryLabel(parent) })}>
      {nodes.map((category, index) => {
        const name = categoryLabel(category);
        return (
          <li key={category._id} className="ac-tree__item">
            <CategoryLine category={category}>
              {(['up', 'down'] as const).map((direction) => (
                <button
                  key={direction}
                  ref={actions.buttonRef(`${category._id}:${direction}`)}
                  type="button"
                  className="icon-button ac-move"
                  disabled={direction === 'up' ? index === 0 : index === nodes.length - 1}
                  onClick={() => actions.onMove(parent, index, direction)}
                  aria-label={t(direction === 'up' ? 'tree.moveUp' : 'tree.moveDown', { name })}
                >
                  <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
                </button>
              ))}
              <button type="button" className="ac-link-button" onClick={() => actions.onEdit(category)} aria-label={t('tree.editNamed', { name })}>
                {t('actions.edit')}
              </button>
              {category.level < MAX_LEVEL && (
                <button type="button" className="ac-link-button" onClick={() => actions.onAdd(category)} aria-label={t('tree.addNamed', { name })}>
                  {t('tree.addShort')}
                </button>
              )}
              <button
                type="button"
                className="ac-link-button ac-link-button--danger"
                onClick={() => actions.onDelete(category)}
                disabled={actions.busy === category._id}
                aria-label={t('tree.deleteNamed', { name })}
              >
                {actions.busy === category._id ? <Spinner size="small" label={t('status.deleting')} /> : t('actions.delete')}
              </button>
            </CategoryLine>
            <Branch parent={category} actions={actions} />
          </li>
        );
      })}
    </ul>
  );
}

/** /admin-dash/categories: each main category's tree; rename, re-slug, picture, add, reorder and delete categories. */
export default function CategoriesPage() {
  const { t } = useTranslation('admin-catalogue');
  const token = useAdminToken();
  const deny = useAdminDeny();
  const categories = useAdminCategories();
  const client = useQueryClient();
  const refresh = useRefresh();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<CategoryFormTarget | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [moved, setMoved] = useState<{ id: string; direction: Direction } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  useDocumentTitle(t('tree.pageTitle'));

  const roots = categories.data ?? [];
  const root = roots.find((node) => node.slug === params.get('main')) ?? roots[0];

  // After a move, focus stays on the moved category's button (or its other one at the end of the list).
  useEffect(() => {
    if (!moved) return;
    const wanted = buttons.current.get(`${moved.id}:${moved.direction}`);
    const other = buttons.current.get(`${moved.id}:${moved.direction === 'up' ? 'down' : 'up'}`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [moved, categories.data]);

  /** What a change touches: this screen's tree, and the category paths the product form offers. */
  const changed = () => Promise.all([refresh(treeKeys.categories()), refresh(catalogueKeys.options())]);

  const move = async (parent: AdminCategory, index: number, direction: Direction) => {
    const siblings = parent.children;
    const reordered = moveItem(siblings, index, direction === 'up' ? index - 1 : index + 1);
    const category = siblings[index];
    if (reordered === siblings || !category) return;
    const previous = client.getQueryData<AdminCategory[]>(treeKeys.categories());
    client.setQueryData<AdminCategory[]>(treeKeys.categories(), (current) => current && withChildren(current, parent._id, reordered));
    setMoved({ id: category._id, direction });
    try {
      const saved = await reorderChildren(
        parent._id,
        reordered.map((node) => node._id),
        token,
      );
      client.setQueryData<AdminCategory[]>(treeKeys.categories(), (current) => current && withChildren(current, parent._id, saved.children));
      toast.success(t('tree.reordered'));
      void refresh(catalogueKeys.options());
    } catch (failure) {
      deny(failure);
      client.setQueryData(treeKeys.categories(), previous);
      toast.error(messageOf(failure, t('tree.reorderFailed')));
    }
  };

  const remove = async (category: AdminCategory) => {
    if (!confirmed(t('tree.confirmDelete', { name: categoryLabel(category) }))) return;
    setProblem(null);
    setBusy(category._id);
    try {
      await deleteCategory(category._id, token);
      toast.success(t('tree.deleted'));
      await changed();
    } catch (failure) {
      deny(failure);
      // A category with products in it or below answers 409 with the server's explanation.
      const text = messageOf(failure, t('tree.deleteFailed'));
      setProblem(text);
      toast.error(text);
    } finally {
      setBusy(null);
    }
  };

  const actions: BranchActions = {
    busy,
    buttonRef: (key) => (element) => {
      if (element) buttons.current.set(key, element);
      else buttons.current.delete(key);
    },
    onMove: (parent, index, direction) => void move(parent, index, direction),
    onEdit: (category) => setEditing({ kind: 'edit', category }),
    onAdd: (parent) => setEditing({ kind: 'create', parent }),
    onDelete: (category) => void remove(category),
  };

  return (
    <div className="ac-page">
      <header className="ac-page__header">
        <h1 className="ac-page__title">{t('tree.pageTitle')}</h1>
      </header>
      <p className="ac-hint">{t('tree.intro')}</p>
      <p className="ac-hint">{t('tree.missingHint')}</p>

      {problem && (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      )}

      {categories.isPending ? (
        <div className="ac-loading">
          <Spinner label={t('status.loading')} />
        </div>
      ) : categories.isError ? (
        <div className="notice notice--error" role="alert">
          <p>{messageOf(categories.error, t('tree.loadFailed'))}</p>
          <button type="button" className="button button--secondary" onClick={() => void categories.refetch()}>
            {t('actions.retry')}
          </button>
        </div>
      ) : !root ? (
        <p className="ac-empty">{t('tree.none')}</p>
      ) : (
        <>
          <div className="ac-mains" role="group" aria-label={t('tree.mains')}>
            {roots.map((node) => (
              <button
                key={node._id}
                type="button"
                className="ac-mains__button"
                aria-pressed={node._id === root._id}
                onClick={() => setParams({ main: node.slug }, { replace: true })}
              >
                {categoryLabel(node)}
              </button>
            ))}
          </div>
          <section className="ac-tree-main" aria-labelledby={`ac-main-${root._id}`}>
            <h2 className="visually-hidden" id={`ac-main-${root._id}`}>
              {categoryLabel(root)}
            </h2>
            <CategoryLine category={root}>
              <button type="button" className="ac-link-button" onClick={() => actions.onEdit(root)} aria-label={t('tree.editNamed', { name: categoryLabel(root) })}>
                {t('actions.edit')}
              </button>
              <button type="button" className="button button--accent" onClick={() => actions.onAdd(root)} aria-label={t('tree.addNamed', { name: categoryLabel(root) })}>
                {t('tree.add')}
              </button>
            </CategoryLine>
            {root.children.length === 0 ? <p className="ac-empty">{t('tree.empty', { name: categoryLabel(root) })}</p> : <Branch parent={root} actions={actions} />}
          </section>
        </>
      )}

      {editing && (
        <CategoryFormModal
          target={editing}
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
