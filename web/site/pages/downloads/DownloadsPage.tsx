import { formatDate } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../shared/content/fileSize';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages';
import { someInEnglishOnly, type ContentGroup } from '../../content/contentGroups';
import { FallbackNotice, SampleBadge } from '../../content/ContentNotices';
import { PageIntro } from '../../content/PageIntro';

/** "PDF", "XLSX": the kind of file, from its name. */
function fileKind(fileName: string): string {
  return fileName.split('.').at(-1)?.toUpperCase() ?? '';
}

/**
 * The downloads: files by category, each with its date, type and size. A table on wide screens; on a
 * phone each row stands as a block, the document first, then its date and file, named by their column.
 */
export function DownloadsPage({ groups, language }: { groups: readonly ContentGroup[]; language: Language }) {
  const { t } = useTranslation();
  const columns = {
    document: t('site.downloads.document'),
    date: t('site.downloads.date'),
    file: t('site.downloads.file'),
  };
  return (
    <div className="site-stack">
      <PageIntro title={t('site.downloads.title')} />
      {someInEnglishOnly(groups) && <FallbackNotice pageLanguage={language} />}
      {groups.length === 0 && <p>{t('site.downloads.none')}</p>}
      {groups.map(({ category, items }) => (
        <section key={category.id} aria-labelledby={`downloads-${category.slug}`}>
          <h2
            id={`downloads-${category.slug}`}
            className="site-h3"
            lang={category.language}
            dir={LANGUAGES[category.language].direction}
          >
            {category.title}
          </h2>
          <table className="site-table site-table-stacked">
            <thead>
              <tr>
                <th scope="col">{columns.document}</th>
                <th scope="col">{columns.date}</th>
                <th scope="col">{columns.file}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td>
                    <span className="site-title-row">
                      <strong lang={item.language} dir={LANGUAGES[item.language].direction}>
                        {item.title}
                      </strong>
                      {item.sample && <SampleBadge />}
                    </span>
                    {item.summary && (
                      <span
                        className="site-small site-block"
                        lang={item.language}
                        dir={LANGUAGES[item.language].direction}
                      >
                        {item.summary}
                      </span>
                    )}
                  </td>
                  <td data-label={columns.date}>
                    {item.date && <time dateTime={item.date}>{formatDate(item.date, language)}</time>}
                  </td>
                  <td data-label={columns.file}>
                    {item.file && (
                      <a href={item.file.url} download={item.file.fileName} className="site-strong-link">
                        {t('site.downloads.downloadFile', {
                          kind: fileKind(item.file.fileName),
                          size: formatFileSize(item.file.byteSize, language),
                        })}
                        <span className="visually-hidden"> {item.title}</span>
                      </a>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
