export {en} from './en';
export {ko} from './ko';
export type {MessageKey} from './ko';
export {formatDuration, resolveLocale, t} from './translate';
export type {Locale, MessageParams} from './translate';
export {viewName} from './view-name';
