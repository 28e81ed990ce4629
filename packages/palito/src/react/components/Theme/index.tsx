import React, {type CSSProperties, type ReactNode} from 'react';
import '../../styles/theme.css';

export interface ThemeProps {
  /** Which set of tokens to use. Default `'light'`. */
  colorMode?: 'light' | 'dark';
  children?: ReactNode;
  className?: string;
  /** Inline styles; set `--palito-*` custom properties here to override single tokens. */
  style?: CSSProperties;
}

/**
 * Palito's design tokens, as CSS custom properties (`--palito-bg`, `--palito-text`,
 * `--palito-accent`, `--palito-edge-intra-cbs`, `--palito-status-error`, ...), in a light and a
 * dark set. Everything Palito draws reads its colours from these tokens; `<Palito>` wraps
 * itself in a `<Theme>`, so use this component directly only to style your own parts
 * (a `<Node>` or `<NodeStatus>` shown outside `<Palito>`, say).
 *
 * @example
 * <Theme colorMode="dark" style={{'--palito-accent': '#22d3ee'} as React.CSSProperties}>
 *   <NodeStatus status="warning" />
 * </Theme>
 */
export function Theme({colorMode = 'light', children, className, style}: ThemeProps): React.ReactElement {
  return (
    <div
      className={className ? `palito-theme ${className}` : 'palito-theme'}
      data-color-mode={colorMode === 'dark' ? 'dark' : 'light'}
      style={style}>
      {children}
    </div>
  );
}
