import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { TOOLS } from '../../../shared/config/tools';
import type { Language } from '../../../shared/i18n/languages';
import { roleNamesText } from '../../../shared/i18n/roleNames';

/**
 * The signed-in tools, each with what it does, the roles it is for when not every account (the page knows
 * no visitor: it says who may open a tool rather than hide it), and the link that opens it (sign-in first).
 */
export function ToolCards({ language, headingLevel }: { language: Language; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="site-cards">
      {TOOLS.map((tool) => {
        const title = t(`tools.${tool.key}.title`);
        return (
          <li key={tool.slug} className="site-card">
            <Heading className="site-card-title">{title}</Heading>
            <p className="site-card-text">{t(`tools.${tool.key}.description`)}</p>
            {tool.roles.length > 0 && (
              <p className="site-card-text">
                <strong>{t('home.toolForRoles', { roles: roleNamesText(t, language, tool.roles) })}</strong>
              </p>
            )}
            <a href={paths.tool.build(language, tool.slug)} className="site-card-link">
              {t('home.openTool', { tool: title })}
              <svg className="mirror-in-rtl" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                <path d="M3 8h9M8 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
