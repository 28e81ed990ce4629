import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** The page's language as Palito and the engine name it: `'en'` on the English site, else `'ko'`. */
export function useSiteLocale(): 'ko' | 'en' {
  const {i18n} = useDocusaurusContext();
  return i18n.currentLocale === 'en' ? 'en' : 'ko';
}
