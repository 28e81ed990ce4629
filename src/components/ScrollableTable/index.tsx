/**
 * A Markdown table in a frame that scrolls sideways when the table is wider than the page (a
 * phone). While it scrolls, the frame takes the focus, so the keyboard can scroll it too (WCAG
 * 2.1.1, axe's scrollable-region-focusable), and is a named region; otherwise it is a plain box
 * and adds no Tab stop.
 */
import React, {useEffect, useRef, useState, type ComponentProps} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

export default function ScrollableTable(props: ComponentProps<'table'>): React.ReactElement {
  const frame = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, []);

  const region = scrolls
    ? {tabIndex: 0, role: 'region', 'aria-label': translate({id: 'table.scrollable.label', message: '가로로 스크롤되는 표'})}
    : {};
  return (
    <div ref={frame} className={styles.frame} {...region}>
      <table {...props} />
    </div>
  );
}
