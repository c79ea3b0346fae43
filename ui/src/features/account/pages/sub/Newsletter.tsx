import { useId } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/Spinner';
import { useMe, useUpdateUser } from '../../api';
import { QueryView } from '../../components/QueryView';
import type { User } from '../../types';

function NewsletterSwitch({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const id = useId();
  const update = useUpdateUser();
  const subscribed = update.isPending && update.variables.newsletter !== undefined ? update.variables.newsletter : user.newsletter;

  // Not disabled while saving: a disabled control would lose the keyboard focus.
  const toggle = async (newsletter: boolean) => {
    if (update.isPending) return;
    try {
      await update.mutateAsync({ newsletter });
      toast.success(newsletter ? t('newsletter.subscribed') : t('newsletter.unsubscribed'));
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t('errors.save'));
    }
  };

  return (
    <div className="account-card newsletter">
      <div className="newsletter__row">
        <input
          id={id}
          className="switch"
          type="checkbox"
          role="switch"
          checked={subscribed}
          aria-busy={update.isPending}
          aria-describedby={`${id}-state`}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <label htmlFor={id} className="newsletter__label">
          {t('newsletter.label')}
        </label>
        {update.isPending && <Spinner size="small" label={t('newsletter.saving')} />}
      </div>
      <p id={`${id}-state`} className="newsletter__state" data-testid="newsletter-state">
        {subscribed ? t('newsletter.stateOn') : t('newsletter.stateOff')}
      </p>
      <p className="account-card__text">{t('newsletter.privacy')}</p>
    </div>
  );
}

/** /account/newsletter: one switch, saved at once. */
export default function Newsletter() {
  const query = useMe();
  return <QueryView query={query}>{(user) => <NewsletterSwitch user={user} />}</QueryView>;
}
