import React, {useRef, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useColorMode} from '@docusaurus/theme-common';
import {Palito, type PalitoApi} from 'palito';
import {readFile, sampleUrl, type Inventory} from '../LayoutDemo/inventory';
import {useSampleInventory} from '../LiveExample/site-palito';
import {useSiteLocale} from '../useSiteLocale';
import styles from './styles.module.css';

/** Where `conversion-server/main.ts` listens by default. */
const DEFAULT_ENDPOINT = 'http://127.0.0.1:8787/convert';

export default function Playground(): React.ReactElement {
  const locale = useSiteLocale();
  const {colorMode} = useColorMode();
  const sample = useSampleInventory();
  const api = useRef<PalitoApi | null>(null);

  const [endpoint, setEndpoint] = useState(DEFAULT_ENDPOINT);
  const [apiKey, setApiKey] = useState('');
  const [file, setFile] = useState<Inventory | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{assets: number; seconds: number} | null>(null);

  async function convert(event: React.FormEvent) {
    event.preventDefault();
    if (!api.current || busy) return;
    setBusy(true);
    setOutcome(null);
    const started = performance.now();
    try {
      const inventory = file ?? {name: sampleUrl(locale).split('/').pop()!, data: sample ?? '', source: 'sample' as const};
      const result = await api.current.setProject(new Blob([inventory.data]), {fileName: inventory.name});
      if (result.ok) setOutcome({assets: api.current.getAllNodes().length, seconds: (performance.now() - started) / 1000});
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.playground} data-testid="apikey-playground">
      <form className={styles.form} onSubmit={(event) => void convert(event)}>
        <label className={styles.field}>
          <span>
            <Translate id="apikey.endpoint">엔드포인트</Translate>
          </span>
          <input type="url" required value={endpoint} onChange={(e) => setEndpoint(e.target.value)} data-testid="apikey-endpoint" spellCheck={false} />
        </label>
        <label className={styles.field}>
          <span>
            <Translate id="apikey.key">API 키</Translate>
          </span>
          <input
            type="password"
            value={apiKey}
            onChange={(e) => setApiKey(e.target.value)}
            data-testid="apikey-key"
            autoComplete="off"
            placeholder={translate({id: 'apikey.key.placeholder', message: 'PALITO_API_KEYS에 넣은 키'})}
          />
        </label>
        <label className={styles.field}>
          <span>
            <Translate id="apikey.file">자산 목록 (비워 두면 샘플)</Translate>
          </span>
          <input
            type="file"
            accept=".csv,.tsv,.txt,.xlsx"
            data-testid="apikey-file"
            onChange={(e) => {
              const picked = e.target.files?.[0];
              if (picked) void readFile(picked).then(setFile);
              else setFile(null);
            }}
          />
        </label>
        <button type="submit" className="button button--primary" disabled={busy || (!file && sample === undefined)} data-testid="apikey-convert">
          {busy ? (
            <Translate id="apikey.converting">서버에서 변환 중...</Translate>
          ) : (
            <Translate id="apikey.convert">서버에서 변환</Translate>
          )}
        </button>
      </form>
      <p className={styles.status} role="status" data-testid="apikey-status">
        {outcome && (
          <Translate id="apikey.outcome" values={{count: outcome.assets, seconds: outcome.seconds.toFixed(2)}}>
            {'서버가 변환한 자산 {count}개를 {seconds}초 만에 그렸습니다.'}
          </Translate>
        )}
      </p>
      <Palito
        locale={locale}
        colorMode={colorMode}
        endpoint={endpoint}
        apiKey={apiKey}
        height={420}
        storageKey="palito-api-key-example"
        onInit={(editor) => (api.current = editor)}
      />
    </div>
  );
}
