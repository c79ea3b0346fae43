import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/Spinner';
import { useCountedTranslation } from '@/lib/plural';
import { catalogueKeys, exportProducts, importProducts, useRefresh } from '../api';
import { messageOf } from '../errors';
import type { ImportReport } from '../types';
import { useAdminDeny, useAdminToken } from '../useAdminToken';
import { Panel } from './Panel';

/** Saves a file the browser holds as a download. */
function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

type Step = 'idle' | 'checking' | 'importing';

/**
 * CSV export and import of the whole catalogue. An import is checked first (a dry run writes nothing and
 * reports every row's errors); only a file that passed its check can then be imported.
 */
export function CsvPanel() {
  const { t } = useTranslation('admin-catalogue');
  const token = useAdminToken();
  const deny = useAdminDeny();
  const refresh = useRefresh();
  const [exporting, setExporting] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>('idle');
  const [progress, setProgress] = useState(0);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const download = async () => {
    setExporting(true);
    try {
      const answer = await exportProducts(token);
      saveFile(answer.blob, answer.filename ?? 'products.csv');
    } catch (failure) {
      deny(failure);
      toast.error(messageOf(failure, t('csv.exportFailed')));
    } finally {
      setExporting(false);
    }
  };

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    setStep(dryRun ? 'checking' : 'importing');
    controller.current = new AbortController();
    try {
      const answer = await importProducts(file, dryRun, { token, onProgress: setProgress, signal: controller.current.signal });
      setReport(answer);
      if (!dryRun && answer.errors.length === 0) {
        toast.success(t('csv.imported', { created: answer.created, updated: answer.updated }));
        void refresh(catalogueKeys.products());
      } else if (!dryRun) {
        toast.error(t('csv.importRefused'));
      }
    } catch (failure) {
      deny(failure);
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      const message = messageOf(failure, t('csv.importFailed'));
      setError(message);
      toast.error(message);
    } finally {
      setStep('idle');
    }
  };

  const busy = step !== 'idle';
  const checkedOk = report !== null && report.dryRun && report.errors.length === 0;
  return (
    <Panel id="ac-csv" title={t('csv.title')}>
      <div className="ac-panel__row">
        <button type="button" className="button button--ghost ac-button--plain" onClick={() => void download()} disabled={exporting}>
          {exporting && <Spinner size="small" label={t('csv.exporting')} />}
          {t('csv.export')}
        </button>
      </div>
      <div className="ac-csv">
        <div className="field">
          <label className="field__label" htmlFor="ac-csv-file">
            {t('csv.file')}
          </label>
          <input
            ref={input}
            id="ac-csv-file"
            type="file"
            accept=".csv,text/csv"
            className="ac-file"
            disabled={busy}
            aria-describedby="ac-csv-hint"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setReport(null);
              setError(null);
            }}
          />
          <p className="field__hint" id="ac-csv-hint">
            {t('csv.hint')}
          </p>
        </div>
        <div className="ac-panel__row">
          <button type="button" className="button button--secondary" disabled={!file || busy} onClick={() => void run(true)}>
            {t('csv.check')}
          </button>
          <button type="button" className="button button--accent" disabled={!file || busy || !checkedOk} onClick={() => void run(false)}>
            {t('csv.import')}
          </button>
        </div>
        {busy && (
          <div className="ac-progress">
            <Spinner size="small" label={step === 'checking' ? t('csv.checking') : t('csv.importing')} />
            <progress max={100} value={Math.round(progress * 100)} aria-label={t('csv.uploadProgress')} />
            <span aria-hidden="true">{Math.round(progress * 100)}%</span>
          </div>
        )}
        {error && (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        )}
        {report && <ImportReportView report={report} />}
      </div>
    </Panel>
  );
}

function ImportReportView({ report }: { report: ImportReport }) {
  const { t, tc } = useCountedTranslation('admin-catalogue');
  const ok = report.errors.length === 0;
  return (
    <div className="ac-report">
      <p className="ac-report__title">{report.dryRun ? t('csv.dryRunResult') : t('csv.importResult')}</p>
      <p className="visually-hidden" role="status">
        {t('csv.summary', { rows: report.rows, created: report.created, updated: report.updated, errors: report.errors.length })}
      </p>
      <dl className="ac-report__counts" aria-hidden="true">
        <div>
          <dt>{t('csv.rows')}</dt>
          <dd>{report.rows}</dd>
        </div>
        <div>
          <dt>{t('csv.created')}</dt>
          <dd>{report.created}</dd>
        </div>
        <div>
          <dt>{t('csv.updated')}</dt>
          <dd>{report.updated}</dd>
        </div>
        <div>
          <dt>{t('csv.errors')}</dt>
          <dd>{report.errors.length}</dd>
        </div>
      </dl>
      {ok ? (
        <p className="ac-report__ok">{report.dryRun ? t('csv.readyToImport') : t('csv.done')}</p>
      ) : (
        <div className="ac-table-wrap">
          <table className="ac-table ac-report__errors">
            <caption>{tc('csv.errorsCaption', report.errors.length)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('csv.row')}</th>
                <th scope="col">{t('csv.field')}</th>
                <th scope="col">{t('csv.message')}</th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((item, index) => (
                <tr key={`${item.row}-${item.field}-${index}`}>
                  <td>{item.row}</td>
                  <td>
                    <code>{item.field}</code>
                  </td>
                  <td>{item.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
