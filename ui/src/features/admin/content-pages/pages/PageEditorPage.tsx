import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { toast } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { TextAreaField, TextField } from '@/components/Field';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { useLanguage } from '@/components/useLanguage';
import { ApiError } from '@/lib/api-client';
import { htmlLang, type Language } from '@/lib/language';
import { useAdminAccess } from '../../access';
import { CheckboxField } from '../../catalogue/components/CheckboxField';
import { useDebouncedValue } from '../../catalogue/hooks';
import { LanguageTabs } from '../../catalogue/components/LanguageTabs';
import { Loaded } from '../../components/ListState';
import { createPage, deletePage, pageKeys, previewPage, savePage, usePage, usePlaceholders, type AdminPage } from '../api';
import { emptyTexts, formErrors, invalidLanguages, isIncomplete, missingLanguages, textsOf, toChange, type FormErrors, type Texts } from '../editor';
import { contentPagePaths } from '../paths';

const PREVIEW_DELAY_MS = 400;
const MAX_TITLE = 160;
const MAX_BODY = 50_000;
const NO_ERRORS: FormErrors = { texts: {} };

/** The text shoppers reading ``language`` get: its own, or the English one while it has none. */
const shownText = (texts: Texts, language: Language) => (missingLanguages(texts).includes(language) ? texts.en : texts[language]);

/** The server's rendering of what is typed, a moment after typing stops (the same sanitiser the shop uses); the last
 * one stays on screen while the next is on its way. */
function useLivePreview(language: Language, title: string, body: string) {
  const { token } = useAdminAccess();
  const typing = useMemo(() => ({ language, title, body }), [language, title, body]);
  const typed = useDebouncedValue(typing, PREVIEW_DELAY_MS);
  const query = useQuery({
    queryKey: [...pageKeys.all, 'preview', typed.language, typed.title, typed.body] as const,
    queryFn: ({ signal }) => previewPage(typed.language, typed.title, typed.body, token, signal),
    enabled: typed.body.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
  return { preview: body.trim() ? query.data ?? null : null, failed: query.isError };
}

function Placeholders({ language }: { language: Language }) {
  const { t } = useTranslation('admin-pages');
  const placeholders = usePlaceholders(language);
  return (
    <details className="admin-pages__help">
      <summary>{t('editor.placeholders.title')}</summary>
      <p className="admin-muted">{t('editor.placeholders.intro')}</p>
      <Loaded query={placeholders} data={placeholders.data}>
        {(list) => (
          <table className="admin-table admin-pages__placeholders">
            <thead>
              <tr>
                <th scope="col">{t('editor.placeholders.name')}</th>
                <th scope="col">{t('editor.placeholders.value')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((placeholder) => (
                <tr key={placeholder.name}>
                  <th scope="row" data-label={t('editor.placeholders.name')}>
                    <code>{`{{${placeholder.name}}}`}</code>
                  </th>
                  <td data-label={t('editor.placeholders.value')} lang={htmlLang(language)} className="admin-pages__value">
                    {placeholder.value}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Loaded>
    </details>
  );
}

interface EditorProps {
  page: AdminPage | null;
}

function Editor({ page }: EditorProps) {
  const { t } = useTranslation('admin-pages');
  const { t: words } = useTranslation('admin-catalogue');
  const interfaceLanguage = useLanguage();
  const access = useAdminAccess();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [slug, setSlug] = useState('');
  const [published, setPublished] = useState(page?.published ?? true);
  const [texts, setTexts] = useState<Texts>(() => (page ? textsOf(page) : emptyTexts()));
  const [language, setLanguage] = useState<Language>(interfaceLanguage);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const missing = missingLanguages(texts);
  const shown = shownText(texts, language);
  const { preview, failed } = useLivePreview(missing.includes(language) ? 'en' : language, shown.title, shown.body);
  const title = page ? texts.en.title || page.title : t('editor.titleNew');
  useDocumentTitle(page ? t('editor.titleEdit', { title: page.title }) : title);

  const change = (lang: Language, field: 'title' | 'body', value: string) =>
    setTexts((current) => ({ ...current, [lang]: { ...current[lang], [field]: value } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const saved = page
        ? await savePage(page.slug, toChange(published, texts), access.token)
        : await createPage(slug.trim(), toChange(published, texts), access.token);
      setErrors(NO_ERRORS);
      queryClient.setQueryData(pageKeys.page(saved.slug), saved);
      await queryClient.invalidateQueries({ queryKey: pageKeys.list() });
      toast.success(page ? t('editor.toast.saved') : t('editor.toast.created'));
      if (!page) navigate(contentPagePaths.edit.href(saved.slug), { replace: true });
    } catch (failure) {
      access.deny(failure);
      const found = formErrors(failure);
      if (failure instanceof ApiError && failure.status === 409) {
        setErrors({ ...NO_ERRORS, slug: failure.message });
        toast.error(failure.message);
      } else if (found && (found.slug || found.published || invalidLanguages(found).length > 0)) {
        setErrors(found);
        const invalid = invalidLanguages(found);
        if (invalid.length > 0 && !invalid.includes(language)) setLanguage(invalid[0] ?? language);
        toast.error(t('editor.toast.failed'));
      } else {
        // A rule of the page as a whole (the spec's pages are always shown): the server's own words.
        toast.error(failure instanceof ApiError && failure.status === 400 ? failure.message : t('editor.toast.failed'));
      }
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!page) return;
    const question = page.startingText ? t('editor.confirmRestore', { title: page.title }) : t('editor.confirmDelete', { title: page.title });
    if (!window.confirm(question)) return;
    setBusy(true);
    try {
      const { message } = await deletePage(page.slug, access.token);
      toast.success(message);
      if (page.startingText) {
        // The page shows its starting text again: read it afresh (the form starts over from it).
        await queryClient.invalidateQueries({ queryKey: pageKeys.all });
      } else {
        navigate(contentPagePaths.list.href());
        queryClient.removeQueries({ queryKey: pageKeys.page(page.slug) });
        await queryClient.invalidateQueries({ queryKey: pageKeys.list() });
      }
    } catch (failure) {
      access.deny(failure);
      toast.error(t('editor.toast.deleteFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-page admin-pages-editor" aria-labelledby="admin-page-editor-title" onSubmit={(event) => void submit(event)} noValidate>
      <header className="admin-page__header admin-page__header--split">
        <div>
          <p className="admin-pages__back">
            <Link to={contentPagePaths.list.href()}>{t('editor.back')}</Link>
          </p>
          <h1 className="admin-page__title" id="admin-page-editor-title">
            {page ? t('editor.titleEdit', { title }) : title}
          </h1>
        </div>
        {page && (
          <a href={page.path} target="_blank" rel="noopener noreferrer" className="button admin-button">
            {t('editor.view')}
            <span className="visually-hidden"> {t('editor.newWindow')}</span>
          </a>
        )}
      </header>

      <div className="admin-card admin-form admin-pages__settings">
        {!page && (
          <TextField
            id="admin-page-slug"
            label={t('editor.slug')}
            value={slug}
            onChange={(event) => setSlug(event.target.value)}
            required
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            hint={t('editor.slugHint', { slug: slug.trim() || 'size-guide' })}
            error={errors.slug}
          />
        )}
        {page?.alwaysShown ? (
          <p className="admin-muted">{t('editor.alwaysShown')}</p>
        ) : (
          <CheckboxField
            id="admin-page-published"
            label={t('editor.published')}
            hint={t('editor.publishedHint')}
            checked={published}
            onChange={setPublished}
            error={errors.published}
          />
        )}
      </div>

      <div className="admin-pages__workspace">
        <div className="admin-card admin-pages__texts">
          <LanguageTabs id="admin-page-texts" label={t('editor.texts')} selected={language} onSelect={setLanguage} invalid={invalidLanguages(errors)}>
            {(lang) => (
              <div className="admin-pages__panel" lang={htmlLang(lang)}>
                {lang !== 'en' && missing.includes(lang) && (
                  <p className="notice admin-pages__missing" role="note">
                    {t(`editor.missing.${lang}`)}
                    {isIncomplete(texts[lang]) && ` ${t('editor.incomplete')}`}
                  </p>
                )}
                <TextField
                  id={`admin-page-title-${lang}`}
                  label={`${t('editor.pageTitle')} — ${words(`languages.${lang}`)}`}
                  value={texts[lang].title}
                  onChange={(event) => change(lang, 'title', event.target.value)}
                  required={lang === 'en'}
                  optional={lang !== 'en'}
                  maxLength={MAX_TITLE}
                  error={errors.texts[lang]?.title}
                />
                <TextAreaField
                  id={`admin-page-body-${lang}`}
                  label={`${t('editor.body')} — ${words(`languages.${lang}`)}`}
                  className="admin-pages__markdown"
                  value={texts[lang].body}
                  onChange={(event) => change(lang, 'body', event.target.value)}
                  required={lang === 'en'}
                  optional={lang !== 'en'}
                  maxLength={MAX_BODY}
                  rows={18}
                  spellCheck
                  hint={t('editor.bodyHint')}
                  error={errors.texts[lang]?.body}
                />
              </div>
            )}
          </LanguageTabs>
          <Placeholders language={language} />
        </div>

        <section
          className="admin-card admin-pages__preview"
          aria-labelledby="admin-page-preview-title"
          // It scrolls on its own: focusable, so the keyboard can scroll it too.
          tabIndex={0}
          aria-busy={!preview && !!shown.body.trim()}
        >
          <h2 className="admin-card__title" id="admin-page-preview-title">
            {t('editor.preview')}
          </h2>
          <p className="admin-muted">{t('editor.previewIn', { language: words(`languages.${language}`) })}</p>
          {preview && preview.problems.length > 0 && (
            <div className="notice notice--error">
              <p>{t('editor.problems')}</p>
              <ul>
                {preview.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          )}
          {failed && <p className="notice notice--error">{t('editor.previewFailed')}</p>}
          {preview ? (
            <div className="admin-pages__shown" lang={htmlLang(missing.includes(language) ? 'en' : language)}>
              <h3 className="page-header__title">{preview.title}</h3>
              {/* Rendered and sanitised by the server, exactly as the shop shows it. */}
              <div className="prose">
                <div className="prose__html" dangerouslySetInnerHTML={{ __html: preview.html }} />
              </div>
            </div>
          ) : (
            <p className="admin-muted">{t('editor.previewEmpty')}</p>
          )}
        </section>
      </div>

      <div className="admin-pages__actions">
        <button type="submit" className="button admin-button admin-button--primary" disabled={busy}>
          {busy ? t('editor.saving') : t('editor.save')}
        </button>
        {page && (page.edited || !page.startingText) && (
          <button type="button" className="button admin-button admin-button--danger" disabled={busy} onClick={() => void remove()}>
            {page.startingText ? t('editor.restore') : t('editor.delete')}
          </button>
        )}
      </div>
    </form>
  );
}

/** /admin-dash/pages/{slug} and /admin-dash/pages/new: a page's text in every language, with a live preview. */
export default function PageEditorPage() {
  const { slug } = useParams();
  const page = usePage(slug ?? null);
  if (!slug) return <Editor page={null} />;
  // Keyed by the saved page, so restoring a starting text (or another page) starts the form afresh.
  return <Loaded query={page} data={page.data}>{(found) => <Editor key={`${found.slug}:${found.updatedAt ?? ''}`} page={found} />}</Loaded>;
}
