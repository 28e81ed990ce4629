/**
 * The interactive demo: the sample inventory (or the visitor's file), the Apply
 * layout button, and the Palito editor with its Sidebar and Footer. Loaded
 * lazily by ../index.tsx, so everything it imports (React Flow, the engine)
 * stays out of the landing page's first load.
 */
import React, {useCallback, useEffect, useRef, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useColorMode} from '@docusaurus/theme-common';
import {Footer, Palito, Sidebar, type PalitoApi} from 'palito';
import 'palito/style.css';
import InventoryPicker from '../InventoryPicker';
import InventoryPreview from '../InventoryPreview';
import StatusLegend from '../StatusLegend';
import {downloadBlob} from '../export/download';
import {exportFileName} from '../export/file-name';
import {sampleUrl, type Inventory} from '../inventory';
import {useSiteLocale} from '../../useSiteLocale';
import styles from './styles.module.css';

interface Outcome {
  assets: number;
  seconds: number;
}

export default function Workbench(): React.ReactElement {
  const locale = useSiteLocale();
  const {colorMode} = useColorMode();
  const samplePath = useBaseUrl(sampleUrl(locale));
  const api = useRef<PalitoApi | null>(null);
  const root = useRef<HTMLDivElement>(null);
  /** Assets in the last layout drawn (the All View's, as Apply lays it out). */
  const laidOut = useRef(0);

  const [inventory, setInventory] = useState<Inventory | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [hasDiagram, setHasDiagram] = useState(false);
  const [editorKey, setEditorKey] = useState(0);

  const loadSample = useCallback(async () => {
    try {
      const response = await fetch(samplePath);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      setInventory({name: samplePath.split('/').pop()!, data: await response.arrayBuffer(), source: 'sample'});
    } catch (error) {
      setNotice(translate({id: 'demo.sample.failed', message: '샘플 파일을 불러오지 못했습니다: {reason}'}, {reason: String(error)}));
    }
  }, [samplePath]);

  useEffect(() => {
    void loadSample();
  }, [loadSample]);

  // The status line's count is the page's first number formatted with Intl, whose first use loads
  // ICU's number data: 10-15 ms, paid here while the page is idle rather than in the task that
  // shows a finished layout (a dense mesh's are the longest the page has).
  useEffect(() => {
    const warm = () => (0).toLocaleString(locale);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(warm);
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(warm, 500);
    return () => clearTimeout(id);
  }, [locale]);

  async function apply() {
    if (!inventory || !api.current || applying) return;
    setApplying(true);
    setNotice(null);
    const started = performance.now();
    try {
      // A new Blob each time: applying the same file again lays it out again. Bytes, untouched:
      // the engine decodes them.
      const result = await api.current.setProject(new Blob([inventory.data]), {fileName: inventory.name});
      if (result.ok) {
        // The count from onLayout, not getAllNodes(): that hands out a copy of every asset, 12 ms
        // for 5,000 in the very task that draws them.
        setOutcome({assets: laidOut.current, seconds: (performance.now() - started) / 1000});
        setHasDiagram(true);
      }
    } finally {
      setApplying(false);
    }
  }

  async function exportAs(kind: 'svg' | 'png') {
    const editor = api.current;
    const data = editor?.getCurrentProjectData();
    if (!editor || !data?.layout) return;
    // Palito draws the picture in the colours on screen: the theme (light or dark) and the line colours.
    const baseName = exportFileName(data.view, data.zoneId);
    try {
      if (kind === 'svg') {
        const svg = editor.toSvg();
        if (svg) downloadBlob(new Blob([svg], {type: 'image/svg+xml'}), `${baseName}.svg`);
      } else {
        const png = await editor.toPng();
        if (png) downloadBlob(png, `${baseName}.png`);
      }
    } catch (error) {
      setNotice(translate({id: 'demo.export.failed', message: 'PNG를 만들지 못했습니다: {reason}'}, {reason: String(error)}));
    }
  }

  function reset() {
    setEditorKey((k) => k + 1);
    setOutcome(null);
    setHasDiagram(false);
    setNotice(null);
    void loadSample();
  }

  return (
    <div ref={root} className={styles.workbench} data-testid="demo-workbench">
      <div className={styles.input}>
        <InventoryPicker
          disabled={applying}
          onPick={(picked) => {
            setInventory(picked);
            setNotice(null);
          }}
          onRefuse={setNotice}
        />
        {inventory ? (
          <InventoryPreview inventory={inventory} locale={locale} />
        ) : (
          <p className={styles.muted}>
            <Translate id="demo.sample.loading">샘플 자산 목록을 불러오는 중…</Translate>
          </p>
        )}
      </div>

      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary button--lg"
          data-testid="demo-apply"
          disabled={!inventory || applying}
          aria-busy={applying}
          onClick={() => void apply()}>
          {applying ? (
            <Translate id="demo.apply.running">레이아웃 적용 중...</Translate>
          ) : (
            <Translate id="demo.apply.idle">레이아웃 적용</Translate>
          )}
        </button>
        <button type="button" className="button button--secondary" data-testid="demo-export-svg" disabled={!hasDiagram} onClick={() => void exportAs('svg')}>
          <Translate id="demo.export.svg">SVG로 내보내기</Translate>
        </button>
        <button type="button" className="button button--secondary" data-testid="demo-export-png" disabled={!hasDiagram} onClick={() => void exportAs('png')}>
          <Translate id="demo.export.png">PNG로 내보내기</Translate>
        </button>
        <button type="button" className="button button--outline button--secondary" data-testid="demo-reset" disabled={applying} onClick={reset}>
          <Translate id="demo.reset">처음으로</Translate>
        </button>
        <StatusLegend locale={locale} />
      </div>

      <p className={styles.status} role="status" data-testid="demo-status">
        {outcome && !applying && (
          <Translate
            id="demo.outcome"
            values={{count: outcome.assets.toLocaleString(locale), seconds: outcome.seconds.toFixed(2)}}>
            {'자산 {count}개를 {seconds}초 만에 배치했습니다.'}
          </Translate>
        )}
      </p>
      {notice && (
        <p className={styles.notice} role="alert" data-testid="demo-notice">
          {notice}
        </p>
      )}

      <Palito key={editorKey} locale={locale} colorMode={colorMode} height={620} storageKey="palito-demo" warmUp="large" className={styles.editor} onInit={(editor) => (api.current = editor)} onLayout={(info) => info.view === 'all' && (laidOut.current = info.assets)}>
        <Sidebar />
        <Footer />
      </Palito>
    </div>
  );
}
