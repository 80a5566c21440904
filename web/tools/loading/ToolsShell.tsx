import { ToolLoadFailure } from './ToolLoadFailure';
import { ToolsWaiting } from './ToolsWaiting';

/**
 * What the tools' page shows before its scripts have run, written into the build's index.html: built once
 * for every language (the server sets the page's language), so its only words are the messages shown
 * when the code never comes or cannot run.
 */
export function ToolsShell() {
  return (
    <>
      <ToolsWaiting />
      <div role="status" style={{ padding: '2rem', fontFamily: 'sans-serif' }}>
        <span className="visually-hidden">…</span>
        <ToolLoadFailure />
      </div>
    </>
  );
}
