import React, {useId} from 'react';
import {selectSelectedNodeData} from '../../../store';
import {flowIdOf, type SelectedNodeData, xmlSafe} from '../../../model';
import {t, type Locale, type MessageKey} from '../../../i18n';
import type {PalitoContextValue} from '../../hooks/context';
import {usePalitoStore} from '../../hooks/use-palito-store';
import {typeLabelOf} from '../Node/type-label';
import {NodeStatus} from '../NodeStatus';
import styles from './styles.module.css';

const STEPS: ReadonlyArray<{key: 'intraCbs' | 'interCbs' | 'interZone'; label: MessageKey}> = [
  {key: 'intraCbs', label: 'analysis.intraCbs'},
  {key: 'interCbs', label: 'analysis.interCbs'},
  {key: 'interZone', label: 'analysis.interZone'},
];

export function NodeSection({context}: {context: PalitoContextValue}): React.ReactElement {
  const {locale} = context;
  const selected = usePalitoStore(selectSelectedNodeData);
  const titleId = useId();

  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="palito-selected-node" tabIndex={-1}>
      <h3 id={titleId} className={styles.heading}>
        {t(locale, 'sidebar.node')}
      </h3>
      {!selected ? (
        <p className={styles.muted}>{t(locale, 'sidebar.node.none')}</p>
      ) : (
        // The file's text, written into the page: without the characters XML forbids (React escapes the rest).
        <>
          {assetFields(selected, locale)}
          {propertyList(selected.node.properties, locale)}
          {relatedAssets(selected, context)}
        </>
      )}
    </section>
  );
}

/** The asset's fields, as the file gives them (its status after the user's edits). */
function assetFields(selected: SelectedNodeData, locale: Locale): React.ReactElement {
  return (
    <dl className={styles.details}>
      <dt>{t(locale, 'field.name')}</dt>
      <dd className={styles.strong}>{xmlSafe(selected.node.name)}</dd>
      <dt>{t(locale, 'field.id')}</dt>
      <dd className={styles.mono}>{xmlSafe(selected.node.id)}</dd>
      <dt>{t(locale, 'field.type')}</dt>
      <dd>{typeLabelOf(selected.node.type, locale)}</dd>
      <dt>{t(locale, 'field.ip')}</dt>
      <dd className={styles.mono}>{selected.node.ip ? xmlSafe(selected.node.ip) : t(locale, 'field.none')}</dd>
      <dt>{t(locale, 'field.status')}</dt>
      <dd>
        <NodeStatus status={selected.node.status} locale={locale} />
      </dd>
      <dt>{t(locale, 'field.zone')}</dt>
      <dd>{xmlSafe(selected.zone.name)}</dd>
      <dt>{t(locale, 'field.cbs')}</dt>
      <dd>{xmlSafe(selected.cbs.name)}</dd>
    </dl>
  );
}

/** The asset's optional properties (the file's extra columns and setOptionalProperties), when it has any. */
function propertyList(properties: SelectedNodeData['node']['properties'], locale: Locale): React.ReactNode {
  if (Object.keys(properties).length === 0) return false;
  return (
    <>
      <h4 className={styles.subheading}>{t(locale, 'sidebar.properties')}</h4>
      <dl className={styles.details}>
        {Object.entries(properties).map(([key, value]) => (
          <React.Fragment key={key}>
            <dt>{xmlSafe(key)}</dt>
            <dd>{xmlSafe(value)}</dd>
          </React.Fragment>
        ))}
      </dl>
    </>
  );
}

/** The assets it connects to, step by step outwards: in its CBS, in its zone, in other zones; each one a link that selects it. */
function relatedAssets(selected: SelectedNodeData, {locale, commands}: PalitoContextValue): React.ReactElement {
  return (
    <>
      <h4 className={styles.subheading}>{t(locale, 'sidebar.analysis')}</h4>
      <ol className={styles.steps}>
        {STEPS.map(({key, label}) => {
          const nodes = selected.analysis[key];
          return (
            <li key={key} className={styles.step} data-step={key}>
              <span className={styles.stepTitle}>
                {t(locale, label)} <span className={styles.count}>{nodes.length}</span>
              </span>
              {nodes.length === 0 ? (
                <span className={styles.muted}>{t(locale, 'analysis.none')}</span>
              ) : (
                <ul className={styles.related}>
                  {nodes.map((node) => (
                    <li key={node.id}>
                      <button
                        type="button"
                        className={styles.linkButton}
                        title={t(locale, 'sidebar.analysis.select', {name: node.name})}
                        data-related-node-id={flowIdOf(node.id)}
                        onClick={() => commands.focusNode(node.id)}>
                        {xmlSafe(node.name)}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
