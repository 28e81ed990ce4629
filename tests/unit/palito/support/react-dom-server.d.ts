// The one react-dom/server function the binding tests render with (the site installs no @types/react-dom).
declare module 'react-dom/server' {
  export function renderToString(element: import('react').ReactElement): string;
}
