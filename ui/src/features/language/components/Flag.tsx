import type { LanguageOption } from '../languages';

export function Flag({ option }: { option: LanguageOption }) {
  return <img className="flag" src={option.flag} alt="" width="20" height="15" decoding="async" />;
}
