import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/Field';
import { CheckboxField } from '../../catalogue/components/CheckboxField';
import { inWeekOrder } from '../settings-form';
import { DAYS, type Day, type OpeningHours } from '../types';

interface HoursEditorProps {
  /** The ids' prefix and the errors' path, e.g. "pickup.hours". */
  path: string;
  hours: OpeningHours[];
  onChange: (hours: OpeningHours[]) => void;
  errorOf: (path: string) => string | undefined;
}

export const fieldId = (path: string) => `settings-${path.replace(/\./g, '-')}`;

/** Opening hours as rows of days with an opening and a closing time; a day in no row is closed. */
export function HoursEditor({ path, hours, onChange, errorOf }: HoursEditorProps) {
  const { t } = useTranslation('admin-settings');
  const change = (index: number, row: OpeningHours) => onChange(hours.map((each, at) => (at === index ? row : each)));
  const toggle = (index: number, row: OpeningHours, day: Day, on: boolean) =>
    change(index, { ...row, days: inWeekOrder(on ? [...row.days, day] : row.days.filter((each) => each !== day)) });
  const add = () => {
    onChange([...hours, { days: [], opens: '10:00', closes: '19:00' }]);
    // The new row's first day is where the keyboard carries on.
    window.setTimeout(() => document.getElementById(`${fieldId(`${path}.${hours.length}.days`)}-mon`)?.focus());
  };
  const remove = (index: number) => onChange(hours.filter((_, at) => at !== index));
  const tableError = errorOf(path);

  return (
    <fieldset className="ac-fieldset as-hours">
      <legend className="ac-fieldset__legend">{t('hours.title')}</legend>
      <p className="ac-hint">{t('hours.hint')}</p>
      {hours.length === 0 && <p className="ac-hint">{t('hours.none')}</p>}
      {hours.map((row, index) => {
        const rowPath = `${path}.${index}`;
        const number = index + 1;
        const daysError = errorOf(`${rowPath}.days`);
        return (
          <fieldset key={index} className="as-hours__row">
            <legend className="as-hours__legend">{t('hours.row', { number })}</legend>
            <div className="as-hours__days" role="group" aria-label={t('hours.days')}>
              {DAYS.map((day) => (
                <CheckboxField
                  key={day}
                  id={`${fieldId(`${rowPath}.days`)}-${day}`}
                  label={t(`days.${day}`)}
                  checked={row.days.includes(day)}
                  onChange={(on) => toggle(index, row, day, on)}
                  error={day === 'mon' ? daysError : undefined}
                />
              ))}
            </div>
            <div className="as-hours__times">
              <TextField
                id={fieldId(`${rowPath}.opens`)}
                type="time"
                label={t('hours.opens')}
                value={row.opens}
                onChange={(event) => change(index, { ...row, opens: event.target.value })}
                announce={false}
                error={errorOf(`${rowPath}.opens`)}
                required
              />
              <TextField
                id={fieldId(`${rowPath}.closes`)}
                type="time"
                label={t('hours.closes')}
                value={row.closes}
                onChange={(event) => change(index, { ...row, closes: event.target.value })}
                announce={false}
                error={errorOf(`${rowPath}.closes`)}
                required
              />
              <button type="button" className="ac-link-button as-hours__remove" onClick={() => remove(index)}>
                {t('hours.remove', { number })}
              </button>
            </div>
          </fieldset>
        );
      })}
      {tableError && (
        <p className="field__error" role="alert">
          {tableError}
        </p>
      )}
      <div>
        <button type="button" className="button button--secondary" onClick={add}>
          {t('hours.add')}
        </button>
      </div>
    </fieldset>
  );
}
