import React, {memo, useContext} from 'react';
import {xmlSafe} from '../../../model';
import {PalitoContext} from '../../hooks/context';
import type {NodeProps} from '../../hooks/node-props';
import {NodeStatus} from '../NodeStatus';
import {AssetIcon, iconTypeOf} from './icons';
import {typeLabelOf} from './type-label';
import styles from './styles.module.css';

/**
 * The default asset node: an icon for the asset's type (router, switch, firewall,
 * load-balancer, server, database, storage, pc; a generic one otherwise), its name, its IP
 * address and its status as a `<NodeStatus>` badge.
 *
 * `<Palito>` draws every asset with it unless `nodeTypes` names another component for the
 * asset's type (or `default`). A custom node gets the same props, so it can wrap this one.
 * Inside `<Palito>` the node is focusable (Tab), selectable (Enter or Space) and movable with
 * the arrow keys; it can also be rendered on its own, outside `<Palito>`.
 *
 * @example
 * <Node data={{node: {id: 'A001', name: 'edge-rtr-01', type: 'router', ip: '203.0.113.1',
 *   status: 'normal', zoneId: 'zone:dmz', cbsId: 'cbs:dmz/edge', row: 2, properties: {}}}} />
 */
export const Node = memo(function Node({data, selected = false}: NodeProps): React.ReactElement {
  const context = useContext(PalitoContext);
  const locale = data.locale ?? context?.locale ?? 'ko';
  const {node} = data;
  const iconType = iconTypeOf(node.type);
  const typeLabel = typeLabelOf(node.type, locale);
  // The file's text, written into the page: without the characters XML forbids (React escapes the rest).
  const name = xmlSafe(node.name);
  const ip = node.ip ? xmlSafe(node.ip) : '';
  return (
    <div
      className={selected ? `${styles.node} ${styles.selected}` : styles.node}
      data-status={xmlSafe(node.status)}
      data-type={iconType}
      title={`${name} · ${typeLabel}${ip ? ` · ${ip}` : ''}`}>
      <span className={styles.icon}>
        <AssetIcon type={node.type} />
      </span>
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        <span className={styles.meta}>
          {ip ? <span className={styles.ip}>{ip}</span> : <span className={styles.ip}>{typeLabel}</span>}
          <NodeStatus status={node.status} locale={locale} className={styles.status} />
        </span>
      </span>
    </div>
  );
});
