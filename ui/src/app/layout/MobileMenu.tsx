import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { Modal, ModalCloseButton } from '@/components/Modal';
import { paths } from '@/config/paths';
import { shop, telHref } from '@/config/shop';
import { CurrencyOptions } from '@/features/currency/components/CurrencyOptions';
import { LanguageOptions } from '@/features/language/components/LanguageOptions';
import { CATEGORY_ENTRIES } from './categories';
import { HeartIcon, PhoneIcon, SearchIcon, UserIcon } from './icons';
import { OpeningHours } from './OpeningHours';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  onOrderCall: () => void;
  accountHref: string;
  signedIn: boolean;
}

/** The burger menu (mobile): the main links, language and currency, the phone and the order-call popup. */
export default function MobileMenu({ open, onClose, onOrderCall, accountHref, signedIn }: MobileMenuProps) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'drawer__link drawer__link--active' : 'drawer__link';

  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} variant="drawer" className="drawer">
      <div className="drawer__header">
        <h2 className="drawer__title" id={titleId}>
          {t('mobileMenu.title')}
        </h2>
        <ModalCloseButton label={t('mobileMenu.close')} onClick={onClose} />
      </div>
      <div className="drawer__body">
        <nav aria-label={t('categories.label')}>
          <ul className="drawer__list">
            {CATEGORY_ENTRIES.map(({ key, href }) => (
              <li key={key}>
                <NavLink className={linkClass} to={href} onClick={onClose}>
                  {t(`categories.${key}`)}
                  <span className="drawer__chevron" aria-hidden="true">
                    ›
                  </span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('mobileMenu.more')}>
          <ul className="drawer__list drawer__list--secondary">
            <li>
              <Link className="drawer__link" to={paths.search.href()} onClick={onClose}>
                <SearchIcon />
                {t('mobileMenu.search')}
              </Link>
            </li>
            <li>
              <Link className="drawer__link" to={paths.wishlist.href()} onClick={onClose}>
                <HeartIcon />
                {t('header.wishlist')}
              </Link>
            </li>
            <li>
              <Link className="drawer__link" to={accountHref} onClick={onClose}>
                <UserIcon />
                {signedIn ? t('header.account') : t('header.signIn')}
              </Link>
            </li>
          </ul>
        </nav>
        <section className="drawer__section" aria-labelledby={`${titleId}-language`}>
          <h3 className="drawer__heading" id={`${titleId}-language`}>
            {t('language.label')}
          </h3>
          <LanguageOptions />
        </section>
        <section className="drawer__section" aria-labelledby={`${titleId}-currency`}>
          <h3 className="drawer__heading" id={`${titleId}-currency`}>
            {t('currency.label')}
          </h3>
          <CurrencyOptions />
        </section>
        <section className="drawer__section drawer__contact" aria-labelledby={`${titleId}-contact`}>
          <h3 className="drawer__heading" id={`${titleId}-contact`}>
            {t('phone.caption')}
          </h3>
          <a className="drawer__phone" href={telHref()}>
            <PhoneIcon size={20} />
            {shop.phone.display}
          </a>
          <OpeningHours className="drawer__hours" />
          <button
            type="button"
            className="button button--accent drawer__action"
            onClick={() => {
              onClose();
              onOrderCall();
            }}
          >
            {t('phone.orderCall')}
          </button>
        </section>
      </div>
    </Modal>
  );
}
