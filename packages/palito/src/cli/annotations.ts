// GitHub Actions workflow commands (`::error file=a.csv,line=3,col=2::message`): a pull request
// shows each one on its line. The runner unescapes %25, %0D, %0A in the message, and also %3A and
// %2C in a property's value, where `:` would end the properties and `,` would start the next one.

export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface Annotation {
  level: AnnotationLevel;
  message: string;
  file?: string;
  line?: number;
  col?: number;
  title?: string;
}

export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function annotation({level, message, ...where}: Annotation): string {
  const properties = Object.entries(where)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${escapeProperty(String(value))}`);
  return `::${level}${properties.length ? ` ${properties.join(',')}` : ''}::${escapeData(message)}`;
}
