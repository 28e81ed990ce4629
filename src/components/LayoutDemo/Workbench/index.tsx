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
import {Footer, Palito, Sidebar, type ExportFormat, type PalitoApi, type PaperSize, type ProjectDiff} from 'palito';
import {formatProblem} from 'palito/engine';
import 'palito/style.css';
import InventoryPicker from '../InventoryPicker';
import InventoryPreview from '../InventoryPreview';
import InventoryUpdate from '../InventoryUpdate';
import ProjectFiles from '../ProjectFiles';
import StatusLegend from '../StatusLegend';
import UpdateWatcher from '../UpdateWatcher';
import {downloadBlob} from '../export/download';
import {exportFileName} from '../export/file-name';
import {nextSampleUrl, sampleUrl, type Inventory} from '../inventory';
import {useSiteLocale} from '../../useSiteLocale';
import styles from './styles.module.css';

/** Each export's file name ending: draw.io and yEd open these by name. */
const EXTENSIONS: Record<ExportFormat, string> = {
  svg: '.svg',
  png: '.png',
  drawio: '.drawio',
  graphml: '.graphml',
  project: '.palito.json',
  'changes-csv': '.changes.csv',
  'changes-md': '.changes.md',
};

interface Outcome {
  assets: number;
  seconds: number;
}

/** What the last inventory update changed, for the status line. */
interface Updated {
  added: number;
  removed: number;
  changed: number;
  moved: number;
}

export default function Workbench(): React.ReactElement {
  const locale = useSiteLocale();
  const {colorMode} = useColorMode();
  const samplePath = useBaseUrl(sampleUrl(locale));
  const nextSamplePath = useBaseUrl(nextSampleUrl(locale));
  const api = useRef<PalitoApi | null>(null);
  const root = useRef<HTMLDivElement>(null);
  /** Assets in the last layout drawn (the All View's, as Apply lays it out). */
  const laidOut = useRef(0);

  const [inventory, setInventory] = useState<Inventory | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  // A picked file being read: Apply waits for it (a click meanwhile would apply the previous file).
  const [reading, setReading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [hasDiagram, setHasDiagram] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  /** The project file last opened, for the status line. */
  const [opened, setOpened] = useState<string | null>(null);
  const [updated, setUpdated] = useState<Updated | null>(null);
  // The editor's update, as its store holds it: set by an update (and by Redo), cleared by Undo. A
  // project file opened with an update in it is announced as opened, not as an update.
  const onUpdateChange = useCallback(
    (diff: ProjectDiff | null) => {
      if (!diff) setUpdated(null);
      else if (!opened) setUpdated({added: diff.assets.added.length, removed: diff.assets.removed.length, changed: diff.assets.changed.length, moved: diff.assets.moved.length});
    },
    [opened],
  );

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
        setOpened(null);
        setUpdated(null);
        setHasDiagram(true);
      }
    } finally {
      setApplying(false);
    }
  }

  /** Next quarter's file over the diagram: what did not change stays, the changes light up and the sidebar lists them. */
  async function update(data: Blob, name: string) {
    const editor = api.current;
    if (!editor || applying) return;
    setApplying(true);
    setNotice(null);
    try {
      const result = await editor.updateInventory(data, {fileName: name});
      if (result.ok && result.diff) {
        // The counts come from the editor's store (UpdateWatcher).
        setOutcome(null);
        setOpened(null);
      } else if (result.problems.some((problem) => problem.severity === 'error')) {
        // The diagram and its edits stay as they were; the canvas shows the problems too.
        setNotice(result.problems.filter((problem) => problem.severity === 'error').map((problem) => formatProblem(problem, locale)).join(' '));
      } else if (result.error) {
        setNotice(translate({id: 'demo.update.failed', message: '새 목록을 열지 못했습니다: {reason}'}, {reason: String(result.error)}));
      }
    } finally {
      setApplying(false);
    }
  }

  async function updateWithSample() {
    try {
      const response = await fetch(nextSamplePath);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await update(new Blob([await response.arrayBuffer()]), nextSamplePath.split('/').pop()!);
    } catch (error) {
      setNotice(translate({id: 'demo.sample.failed', message: '샘플 파일을 불러오지 못했습니다: {reason}'}, {reason: String(error)}));
    }
  }

  async function exportAs(format: ExportFormat) {
    const editor = api.current;
    const data = editor?.getCurrentProjectData();
    if (!editor || !data?.layout) return;
    // Palito draws the pictures and diagram files in the colours on screen (the theme, light or
    // dark, and the line colours), of the view on screen; the name says which view.
    const baseName = exportFileName(data.view, data.zoneId);
    try {
      const file = await editor.exportAs(format);
      if (file) downloadBlob(file, baseName + EXTENSIONS[format]);
    } catch (error) {
      setNotice(
        format === 'png'
          ? translate({id: 'demo.export.failed', message: 'PNG를 만들지 못했습니다: {reason}'}, {reason: String(error)})
          : translate({id: 'demo.export.failedFile', message: '{format} 파일을 만들지 못했습니다: {reason}'}, {format, reason: String(error)}),
      );
    }
  }

  async function print(paper: PaperSize) {
    try {
      await api.current?.print({paper});
    } catch (error) {
      setNotice(translate({id: 'demo.print.failed', message: '인쇄할 페이지를 만들지 못했습니다: {reason}'}, {reason: String(error)}));
    }
  }

  async function openProject(file: File) {
    const editor = api.current;
    if (!editor || applying) return;
    setNotice(null);
    setOpened(null);
    const result = await editor.openProject(file);
    if (result.ok) {
      setOutcome(null);
      setUpdated(null);
      setOpened(file.name);
      setHasDiagram(true);
    } else if (result.problems.length > 0) {
      // The file's problem in the page's language; the diagram on screen stays as it was.
      setNotice(result.problems.map((problem) => formatProblem(problem, locale)).join(' '));
    } else if (result.error) {
      setNotice(translate({id: 'demo.project.failed', message: '프로젝트 파일을 열지 못했습니다: {reason}'}, {reason: String(result.error)}));
    }
  }

  function reset() {
    setEditorKey((k) => k + 1);
    setOutcome(null);
    setOpened(null);
    setUpdated(null);
    setHasDiagram(false);
    setNotice(null);
    void loadSample();
  }

  return (
    <div ref={root} className={styles.workbench} data-testid="demo-workbench">
      <div className={styles.input}>
        <InventoryPicker
          disabled={applying}
          onReading={setReading}
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
          disabled={!inventory || applying || reading}
          aria-busy={applying}
          onClick={() => void apply()}>
          {applying ? (
            <Translate id="demo.apply.running">레이아웃 적용 중...</Translate>
          ) : (
            <Translate id="demo.apply.idle">레이아웃 적용</Translate>
          )}
        </button>
        <button type="button" className="button button--outline button--secondary" data-testid="demo-reset" disabled={applying} onClick={reset}>
          <Translate id="demo.reset">처음으로</Translate>
        </button>
        <StatusLegend locale={locale} />
      </div>
      <InventoryUpdate disabled={!hasDiagram || applying} onSample={() => void updateWithSample()} onFile={(file) => void update(file, file.name)} onRefuse={setNotice} />
      <ProjectFiles hasDiagram={hasDiagram} hasUpdate={updated !== null} busy={applying} onExport={(format) => void exportAs(format)} onPrint={(paper) => void print(paper)} onOpen={(file) => void openProject(file)} />

      <p className={styles.status} role="status" data-testid="demo-status">
        {opened && !applying && (
          <Translate id="demo.project.opened" values={{name: opened}}>
            {'프로젝트 파일을 열었습니다: {name}'}
          </Translate>
        )}
        {updated && !applying && (
          <Translate id="demo.update.done" values={{added: updated.added, removed: updated.removed, changed: updated.changed, moved: updated.moved}}>
            {'새 목록을 지금 구성도 위에 열었습니다. 추가 {added} · 삭제 {removed} · 변경 {changed} · 이동 {moved}'}
          </Translate>
        )}
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
        <UpdateWatcher onChange={onUpdateChange} />
      </Palito>
    </div>
  );
}
