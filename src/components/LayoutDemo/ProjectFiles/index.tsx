/**
 * The demo's files: the diagram exported as SVG, PNG, draw.io, GraphML or a Palito project file
 * (usePalito().exportAs), after an inventory update its change report (CSV, Markdown), printed on an A4 or A3 sheet (usePalito().print; the print dialog can
 * save it as PDF), and a project file opened again (openProject). The file input is invisible and
 * out of the Tab order; the "Open project" button opens it.
 */
import React, {useId, useRef, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {ExportFormat, PaperSize} from 'palito';
import styles from './styles.module.css';

interface Props {
  /** Whether a diagram is drawn (the exports need one). */
  hasDiagram: boolean;
  /** Whether an inventory update is on screen (its change report can be saved). */
  hasUpdate: boolean;
  /** While a layout is applied, no project opens. */
  busy: boolean;
  onExport: (format: ExportFormat) => void;
  onPrint: (paper: PaperSize) => void;
  onOpen: (file: File) => void;
}

const EXPORTS: ReadonlyArray<{format: ExportFormat; label: () => React.ReactNode}> = [
  {format: 'svg', label: () => <Translate id="demo.export.svg">SVG로 내보내기</Translate>},
  {format: 'png', label: () => <Translate id="demo.export.png">PNG로 내보내기</Translate>},
  {format: 'drawio', label: () => <Translate id="demo.export.drawio">draw.io로 내보내기</Translate>},
  {format: 'graphml', label: () => <Translate id="demo.export.graphml">GraphML로 내보내기</Translate>},
  {format: 'project', label: () => <Translate id="demo.export.project">프로젝트 파일 저장</Translate>},
];

/** After an update: what changed, as a report. */
const REPORTS: typeof EXPORTS = [
  {format: 'changes-csv', label: () => <Translate id="demo.export.changesCsv">변경 보고서(CSV)</Translate>},
  {format: 'changes-md', label: () => <Translate id="demo.export.changesMd">변경 보고서(Markdown)</Translate>},
];

export default function ProjectFiles({hasDiagram, hasUpdate, busy, onExport, onPrint, onOpen}: Props): React.ReactElement {
  const input = useRef<HTMLInputElement>(null);
  const [paper, setPaper] = useState<PaperSize>('A4');
  const paperId = useId();
  return (
    <div className={styles.files} role="group" aria-label={translate({id: 'demo.files.label', message: '파일로 내보내기와 열기'})}>
      {[...EXPORTS, ...(hasUpdate ? REPORTS : [])].map(({format, label}) => (
        <button
          key={format}
          type="button"
          className="button button--sm button--secondary"
          data-testid={`demo-export-${format}`}
          disabled={!hasDiagram}
          onClick={() => onExport(format)}>
          {label()}
        </button>
      ))}
      <span className={styles.print}>
        <label htmlFor={paperId}>
          <Translate id="demo.print.paper">용지</Translate>
        </label>
        <select id={paperId} value={paper} data-testid="demo-print-paper" onChange={(event) => setPaper(event.target.value as PaperSize)}>
          <option value="A4">A4</option>
          <option value="A3">A3</option>
        </select>
        <button type="button" className="button button--sm button--secondary" data-testid="demo-print" disabled={!hasDiagram} onClick={() => onPrint(paper)}>
          <Translate id="demo.print">인쇄 / PDF</Translate>
        </button>
      </span>
      <button type="button" className="button button--sm button--outline button--primary" data-testid="demo-open-project" disabled={busy} onClick={() => input.current?.click()}>
        <Translate id="demo.project.open">프로젝트 열기</Translate>
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        className={styles.input}
        // Invisible: Tab would land on nothing visible. The "Open project" button opens it.
        tabIndex={-1}
        data-testid="demo-project-input"
        aria-label={translate({id: 'demo.project.inputLabel', message: 'Palito 프로젝트 파일(.palito.json)'})}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onOpen(file);
        }}
      />
    </div>
  );
}
