import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ContentLayout } from '../components/ContentLayout';

const VALUES = ['choice', 'advice', 'care'] as const;
const STORY = ['p1', 'p2', 'p3'] as const;

export default function AboutPage() {
  const { t } = useTranslation('content');
  return (
    <ContentLayout title={t('about.title')} intro={t('about.intro')}>
      <section aria-labelledby="about-story">
        <h2 id="about-story">{t('about.storyTitle')}</h2>
        {STORY.map((key) => (
          <p key={key}>{t(`about.story.${key}`)}</p>
        ))}
      </section>
      <section aria-labelledby="about-values">
        <h2 id="about-values">{t('about.valuesTitle')}</h2>
        <ul className="feature-list">
          {VALUES.map((key) => (
            <li key={key}>
              <h3>{t(`about.values.${key}.title`)}</h3>
              <p>{t(`about.values.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="about-visit">
        <h2 id="about-visit">{t('about.visitTitle')}</h2>
        <p>{t('about.visitText')}</p>
        <p className="prose__actions">
          <Link className="button button--secondary" to={paths.contactUs.href()}>
            {t('about.contactCta')}
          </Link>
          <Link className="button button--outline" to={paths.newProducts.href()}>
            {t('about.shopCta')}
          </Link>
        </p>
      </section>
    </ContentLayout>
  );
}
