import { PortalLogo } from '../../shared/brand/PortalLogo';
import { BUILT_FOR_COUNTRY } from '../api/usePortalConfig';

/**
 * The frame's bar and logo, drawn while a screen's code comes: by the page itself before any script has
 * run (ToolsShell), and by the app for a screen not loaded yet. A slow phone shows them at once, not a
 * blank screen.
 */
export function ToolsWaiting() {
  return (
    <div className="tools-waiting-bar" aria-hidden="true">
      <PortalLogo country={BUILT_FOR_COUNTRY} />
    </div>
  );
}
