import { useTranslation } from 'react-i18next';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, type AuthRule } from '../auth-validation';

/** The translated text of a broken form rule (auth:validation.<rule>), with the limits filled in. */
export function useRuleText(): (rule: AuthRule) => string {
  const { t } = useTranslation('auth');
  return (rule) => {
    switch (rule) {
      case 'passwordTooShort':
        return t('validation.passwordTooShort', { min: PASSWORD_MIN });
      case 'passwordTooLong':
        return t('validation.passwordTooLong', { max: PASSWORD_MAX });
      case 'firstNameTooLong':
      case 'lastNameTooLong':
        return t(`validation.${rule}`, { max: NAME_MAX });
      default:
        return t(`validation.${rule}`);
    }
  };
}

/** "Text with a <link>link</link> in it": the link's place depends on the language. */
export function splitLink(text: string): [string, string, string] {
  const [before = '', link = '', after = ''] = text.split(/<\/?link>/);
  return [before, link, after];
}
