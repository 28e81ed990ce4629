// The version section's changes: save (with the name typed), restore and delete, each said aloud
// when done, and the storage's refusal shown in the editor's language, keeping what was typed.

import type React from 'react';
import {useState} from 'react';
import {groupDigits, PROJECT_FILE_LIMITS} from '../../../engine';
import {assetsMissingFrom, type PalitoStoreApi, VersionStorageError} from '../../../store';
import type {Version} from '../../../model';
import {t, type Locale} from '../../../i18n';
import type {PalitoContextValue} from '../../hooks/context';

/** Why a version change was not stored, in the editor's language. */
function refusalMessage(error: VersionStorageError, locale: Locale): string {
  if (error.reason === 'count') return t(locale, 'versions.tooMany', {limit: groupDigits(PROJECT_FILE_LIMITS.versions)});
  if (error.reason === 'budget') return t(locale, 'versions.tooLarge', {size: `${PROJECT_FILE_LIMITS.versionsStorageChars / (1024 * 1024)} MB`});
  return t(locale, 'versions.storageFailed');
}

/** The assets a version has edits for that the inventory on screen no longer has. */
function missingAssets(store: PalitoStoreApi, version: Version): number {
  const state = store.getState();
  return state.project ? assetsMissingFrom(version, state.project, state.previousInventory?.project ?? null) : 0;
}

export function useVersionChanges({locale, api, commands, store}: PalitoContextValue, hasProject: boolean) {
  const [name, setName] = useState('');
  const [page, setPage] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  /** What the last restore left out (a version saved before an inventory update), shown until the next change. */
  const [notice, setNotice] = useState<string | null>(null);
  /** Runs a version change; when the storage refuses it, says so and keeps what was typed. */
  const attempt = (change: () => string) => {
    try {
      setNotice(null);
      commands.announce(change());
      setFailure(null);
    } catch (error) {
      setFailure(error instanceof VersionStorageError ? refusalMessage(error, locale) : String(error));
    }
  };

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (!hasProject) return;
    attempt(() => {
      // An empty name gets Palito's default, "버전 3" / "Version 3", in the editor's language.
      const version = api.setVersion({name});
      setName('');
      setPage(0);
      return t(locale, 'versions.saved', {name: version.name});
    });
  };
  const restore = (version: Version) =>
    attempt(() => {
      const missing = missingAssets(store, version);
      api.setVersion(version.id);
      const restored = t(locale, 'versions.restored', {name: version.name});
      if (missing === 0) return restored;
      const left = t(locale, 'versions.missingAssets', {count: missing});
      setNotice(left);
      return `${restored} ${left}`;
    });
  const remove = (version: Version) =>
    attempt(() => {
      api.deleteVersion(version.id);
      return t(locale, 'versions.deleted', {name: version.name});
    });
  return {name, setName, page, setPage, failure, notice, save, restore, remove};
}
