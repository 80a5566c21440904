import { LANGUAGE_CODES, LANGUAGES } from '../../shared/i18n/languages';
import { TOOL_LOAD_FAILURE_TEXTS } from './toolLoadFailureTexts';

const FAILURE_ID = 'tool-load-failure';

/**
 * Shows the message (its words the page's title too), its links reloading this address, when a script of
 * the page fails to load before the app starts (the app's own first scripts are module imports: their
 * failure is an error event or a rejected import). Once the app has drawn, the message is gone from the
 * page, and so is any effect of this.
 */
const SHOW_ON_FAILURE = `(function(){function f(e){if(e.type==='error'&&!(e.target instanceof HTMLScriptElement||e.target instanceof HTMLLinkElement))return;var m=document.getElementById('${FAILURE_ID}');if(!m)return;m.querySelectorAll('a').forEach(function(a){a.href=location.href});var t=m.querySelector('[lang="'+document.documentElement.lang+'"]');if(t)document.title=t.firstChild.textContent;m.hidden=false}addEventListener('error',f,true);addEventListener('unhandledrejection',f)})()`;

/** Each language's words show only on a page of that language (the server sets `<html lang>`). */
const ONE_LANGUAGE = LANGUAGE_CODES.map(
  (code) => `html:not([lang="${code}"]) .tool-load-texts > [lang="${code}"]{display:none}`,
).join('');

/**
 * What a tool's page says, in its language, when its code did not load (a reload link), or cannot run
 * (script switched off): not a blank page.
 */
export function ToolLoadFailure() {
  const texts = (key: 'failed' | 'noScript') =>
    LANGUAGE_CODES.map((code) => (
      <p key={code} lang={code} dir={LANGUAGES[code].direction}>
        {TOOL_LOAD_FAILURE_TEXTS[code][key]}{' '}
        {key === 'failed' && <a>{TOOL_LOAD_FAILURE_TEXTS[code].reload}</a>}
      </p>
    ));
  return (
    <>
      <style>{ONE_LANGUAGE}</style>
      <div id={FAILURE_ID} className="tool-load-texts" role="alert" hidden>
        {texts('failed')}
      </div>
      <noscript>
        <div className="tool-load-texts">{texts('noScript')}</div>
      </noscript>
      <script dangerouslySetInnerHTML={{ __html: SHOW_ON_FAILURE }} />
    </>
  );
}
