// The language of the command's messages: --lang when given, else the system's, as POSIX tools
// choose theirs (LC_ALL, then LC_MESSAGES, then LANG; the first one set wins).

import type {Locale} from '../i18n';

export const LOCALES: readonly Locale[] = ['ko', 'en'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Korean when the system's locale is Korean (`ko_KR.UTF-8`, `ko`), English otherwise (`C`, `POSIX`, unset). */
export function systemLocale(env: Record<string, string | undefined>): Locale {
  const chosen = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((value) => value !== undefined && value !== '');
  return chosen && /^ko([_.@-]|$)/i.test(chosen) ? 'ko' : 'en';
}
