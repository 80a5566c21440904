import { readdirSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { SERVER_PATHS } from '@tsw/domain';
import type { Database } from '@tsw/server/database/database';
import { samplePasswordOf } from '@tsw/server/sampleData/sampleUsers';
import { signIn } from './benchSignIn.js';
import type { CrashDatabase } from './crashDatabases.js';

/** Editors saving at once, each its own page, one save after another. */
const EDITORS = 4;
const SAMPLE_EDITOR = { username: 'editor', password: samplePasswordOf('editor') };
/** Words of the three scripts the site is written in, for texts whose every byte must come back. */
const WORDS = ['customs', 'tariff', 'declaration', 'শুল্ক', 'আমদানি', 'রপ্তানি', 'الجمارك', 'التعريفة', '— 7 %'];

type Translations = Record<string, { title: string; body: string }>;
type StoredItem = { id: string; slug: string; version: number; translations: Translations };

/** One editor's saves: the last one acknowledged (2xx, answer read whole) and the one sent when the portal died. */
interface EditorSaves {
  readonly slug: string;
  acknowledged: number;
  /** The version of each acknowledged save: each must be in the item's recorded changes after the restart. */
  readonly acknowledgedVersions: number[];
  lastAcknowledged?: StoredItem;
  inFlight?: Translations;
  refused?: string;
}

/** The content tables' own consistency: items whose version or last recorded change does not match them. */
export interface ContentConsistency {
  readonly items: number;
  readonly halfStored: number;
  /** The content version less the changes recorded: every change bumps it once, so this never moves. */
  readonly versionOffset: number;
}

export async function contentConsistency(database: Database): Promise<ContentConsistency> {
  const [row] = await database.query<{ items: number; half_stored: number; offset: string }>(
    `select (select count(*)::int from content_item) as items,
       (select count(*)::int from content_item i
         where i.version <> (select count(*) from content_change c where c.item_id = i.id)
            or not exists (select 1 from content_change c where c.item_id = i.id
                 and (c.item->>'version')::int = i.version and c.item->>'slug' = i.slug
                 and c.item->'translations' = i.translations and c.item->>'status' = i.status)) as half_stored,
       ((select version from content_version) - (select count(*) from content_change))::text as offset`,
  );
  return { items: row?.items ?? 0, halfStored: row?.half_stored ?? 0, versionOffset: Number(row?.offset) };
}

export interface ContentCrashOutcome {
  readonly killAfterMs: number;
  readonly acknowledged: number;
  /** Saves sent but unanswered when the portal died, and how many of them were stored whole. */
  readonly inFlight: number;
  readonly inFlightStored: number;
  /** Acknowledged saves missing, or not as acknowledged, after the restart. */
  readonly lost: number;
  readonly halfStored: number;
  readonly versionConsistent: boolean;
  /** Files a write cut short left in the data directory (written aside, never renamed into place). */
  readonly leftoverFiles: number;
  readonly problems: readonly string[];
}

function textsOf(random: () => number, editor: number, save: number): Translations {
  const words = (count: number) =>
    Array.from({ length: count }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ');
  return {
    en: { title: `Crash test page ${editor}, save ${save}`, body: words(200) },
    bn: { title: `পরীক্ষা ${editor}-${save}`, body: words(200) },
  };
}

/** One editor's stream of saves: create the page, then change it, until the portal stops answering. */
async function saveUntilKilled(url: string, token: string, editor: EditorSaves, random: () => number) {
  const address = `${url}${SERVER_PATHS.contentEditorItems}`;
  for (let save = 1; ; save++) {
    const translations = textsOf(random, editor.acknowledged, save);
    const last = editor.lastAcknowledged;
    editor.inFlight = translations;
    try {
      const answer = await fetch(last ? `${address}/${last.id}` : address, {
        method: last ? 'PUT' : 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify(
          last
            ? { version: last.version, slug: editor.slug, translations }
            : { kind: 'page', slug: editor.slug, translations },
        ),
      });
      const body = (await answer.json()) as StoredItem;
      if (!answer.ok) {
        editor.refused = `${answer.status} ${JSON.stringify(body).slice(0, 200)}`;
        editor.inFlight = undefined;
        return;
      }
      editor.lastAcknowledged = body;
      editor.acknowledged++;
      editor.acknowledgedVersions.push(body.version);
      editor.inFlight = undefined;
    } catch {
      return; // The portal died with this save unanswered (or its answer unread): it stays in flight.
    }
  }
}

type EditorVerdict = { kept: 'acknowledged' | 'in flight stored' } | { lost: string };

/** What the restarted portal serves for one editor's page, against what was acknowledged and sent. */
function checkEditor(editor: EditorSaves, stored: StoredItem | undefined): EditorVerdict {
  const last = editor.lastAcknowledged;
  const sentStored = (version: number) =>
    editor.inFlight !== undefined &&
    stored?.version === version &&
    isDeepStrictEqual(stored.translations, editor.inFlight);
  if (!last) {
    if (!stored) return { kept: 'acknowledged' };
    return sentStored(1)
      ? { kept: 'in flight stored' }
      : { lost: `${editor.slug}: stored unlike the unanswered create` };
  }
  if (!stored) return { lost: `${editor.slug}: missing (acknowledged at version ${last.version})` };
  if (stored.version === last.version) {
    return isDeepStrictEqual(stored, last)
      ? { kept: 'acknowledged' }
      : { lost: `${editor.slug}: version ${last.version} differs from its acknowledgement` };
  }
  if (sentStored(last.version + 1)) return { kept: 'in flight stored' };
  return {
    lost: `${editor.slug}: version ${stored.version}, acknowledged ${last.version}, not the save sent`,
  };
}

/** Acknowledged saves that the item's recorded changes (its history) do not list. */
async function missingChanges(
  url: string,
  token: string,
  editor: EditorSaves,
  id: string,
): Promise<EditorVerdict[]> {
  const answer = await fetch(`${url}${SERVER_PATHS.contentEditorItems}/${id}/changes`, {
    headers: { authorization: token },
  });
  const { changes } = (await answer.json()) as { changes: { version: number }[] };
  const recorded = new Set(changes.map((change) => change.version));
  return editor.acknowledgedVersions
    .filter((version) => !recorded.has(version))
    .map((version) => ({ lost: `${editor.slug}: acknowledged version ${version} not in its history` }));
}

/** One crash: editors saving, the portal killed `killAfterMs` into their saves, restarted and checked. */
export async function contentCrash(
  database: CrashDatabase,
  baseline: ContentConsistency,
  copy: string,
  killAfterMs: number,
  random: () => number,
): Promise<ContentCrashOutcome> {
  await database.copyBaseline(copy);
  const problems: string[] = [];
  try {
    const portal = await database.startPortal(copy);
    const token = await signIn(portal.url, SAMPLE_EDITOR);
    const editors: EditorSaves[] = Array.from({ length: EDITORS }, (_, index) => ({
      slug: `crash-test-${index + 1}`,
      acknowledged: 0,
      acknowledgedVersions: [],
    }));
    const saving = Promise.all(editors.map((editor) => saveUntilKilled(portal.url, token, editor, random)));
    await new Promise((resolve) => setTimeout(resolve, killAfterMs));
    await portal.kill();
    await saving;
    for (const editor of editors)
      if (editor.refused) problems.push(`${editor.slug}: refused ${editor.refused}`);

    const restarted = await database.startPortal(copy);
    const verdicts: EditorVerdict[] = [];
    try {
      const checker = await signIn(restarted.url, SAMPLE_EDITOR);
      const answer = await fetch(`${restarted.url}${SERVER_PATHS.contentEditorItems}?kind=page`, {
        headers: { authorization: checker },
      });
      const { items } = (await answer.json()) as { items: StoredItem[] };
      for (const editor of editors) {
        const stored = items.find((item) => item.slug === editor.slug);
        verdicts.push(checkEditor(editor, stored));
        if (stored) verdicts.push(...(await missingChanges(restarted.url, checker, editor, stored.id)));
      }
    } finally {
      await restarted.stop();
    }
    const lost = verdicts.flatMap((verdict) => ('lost' in verdict ? [verdict.lost] : []));
    problems.push(...lost);
    const opened = await database.open(copy);
    const consistency = await contentConsistency(opened).finally(() => opened.close());
    const versionConsistent = consistency.versionOffset === baseline.versionOffset;
    if (consistency.halfStored > 0) problems.push(`${consistency.halfStored} item(s) half-stored`);
    if (!versionConsistent) problems.push(`content version off by ${consistency.versionOffset}`);
    const leftovers = readdirSync(database.dataDirectory(copy)).filter((name) => name.endsWith('.tmp'));
    if (leftovers.length > 0) problems.push(`left in the data directory: ${leftovers.join(', ')}`);
    return {
      killAfterMs,
      acknowledged: editors.reduce((sum, editor) => sum + editor.acknowledged, 0),
      inFlight: editors.filter((editor) => editor.inFlight).length,
      inFlightStored: verdicts.filter((verdict) => 'kept' in verdict && verdict.kept === 'in flight stored')
        .length,
      lost: lost.length,
      halfStored: consistency.halfStored,
      versionConsistent,
      leftoverFiles: leftovers.length,
      problems,
    };
  } finally {
    await database.dropCopy(copy);
  }
}
