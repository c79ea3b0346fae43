import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type PageSize } from '../pager';

interface PerPageProps {
  value: PageSize;
  onChange: (size: PageSize) => void;
}

/** How many rows a page of a long list shows: 25, 50 or 100 (the catalogue's lists). */
export function PerPage({ value, onChange }: PerPageProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <div className="admin-per-page">
      <label className="admin-per-page__label" htmlFor={id}>
        {t('pager.perPage')}
      </label>
      <select
        id={id}
        className="select admin-per-page__select"
        value={value}
        onChange={(event) => onChange(Number(event.target.value) as PageSize)}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
