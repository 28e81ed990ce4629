/**
 * The names the docs' live code blocks can use without importing them: React, and everything
 * `palito` exports (with `<Palito>` following the site's language and colour mode), the topology's
 * questions from `palito/engine`, plus `useSampleInventory()`. The live block wrapper loads this lazily, so Palito reaches only the
 * pages that have a live example.
 */
import React from 'react';
import {Footer, Node, NodeStatus, PalitoProvider, ShortcutTable, Sidebar, Theme, usePalito, usePalitoStore, VersionStorageError} from 'palito';
import {findAssets, impactOf, singlePointsOfFailure, tracePath} from 'palito/engine';
import {Palito, useSampleInventory} from '@site/src/components/LiveExample/site-palito';

const ReactLiveScope = {
  React,
  ...React,
  Palito,
  Sidebar,
  Footer,
  Node,
  NodeStatus,
  Theme,
  ShortcutTable,
  usePalito,
  usePalitoStore,
  PalitoProvider,
  VersionStorageError,
  useSampleInventory,
  findAssets,
  tracePath,
  impactOf,
  singlePointsOfFailure,
};

export default ReactLiveScope;
