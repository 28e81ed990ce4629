import type {Node as FlowNode, NodeProps} from '@xyflow/react';
import React, {memo} from 'react';
import type {CbsNodeData, ZoneNodeData} from '../../../store';
import {xmlSafe} from '../../../model';
import {t} from '../../../i18n';
import {usePalitoContext} from '../../hooks/use-palito-context';
import styles from './styles.module.css';

export const ZoneBox = memo(function ZoneBox({data, selected}: NodeProps<FlowNode<ZoneNodeData>>) {
  const {locale} = usePalitoContext('ZoneBox');
  return (
    <div className={selected ? `${styles.zone} ${styles.groupSelected}` : styles.zone}>
      <div className={styles.zoneTitle}>
        <span className={styles.groupName}>{xmlSafe(data.zone.name)}</span>
        <span className={styles.groupCount}>{t(locale, 'sidebar.count', {count: data.assets})}</span>
      </div>
    </div>
  );
});

export const CbsBox = memo(function CbsBox({data, selected}: NodeProps<FlowNode<CbsNodeData>>) {
  const {locale} = usePalitoContext('CbsBox');
  return (
    <div className={selected ? `${styles.cbs} ${styles.groupSelected}` : styles.cbs}>
      <div className={styles.cbsTitle}>
        <span className={styles.groupName}>{xmlSafe(data.cbs.name)}</span>
        <span className={styles.groupCount}>{t(locale, 'sidebar.count', {count: data.assets})}</span>
      </div>
    </div>
  );
});
