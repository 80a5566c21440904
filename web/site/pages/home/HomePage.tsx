import {
  ATOM_MEDIA_TYPE,
  formatDate,
  tariffChangesFeedPath,
  type ContentView,
  type DataSets,
  type PortalCountry,
} from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages';
import { ContentBody } from '../../content/ContentBody';
import { NewsSummaryItem } from '../news/NewsSummaryItem';
import { ToolCards } from '../toolList/ToolCards';
import type { HomePageData } from './homePageData';

/** The editors' blocks (home-page content): a title, a short text and, where given, where to go next. */
function HomeBlocks({ blocks, language }: { blocks: readonly ContentView[]; language: Language }) {
  const { t } = useTranslation();
  return (
    <div className="site-cards site-cards-tinted">
      {blocks.map((block) => (
        <section key={block.id} className="site-card">
          <h2 className="site-card-title" lang={block.language} dir={LANGUAGES[block.language].direction}>
            {block.title}
          </h2>
          <ContentBody view={block} />
          {block.link !== undefined && (
            <a href={paths.inLanguage(language, block.link)} className="site-card-link">
              {t('home.blockLink', { title: block.title })}
            </a>
          )}
        </section>
      ))}
    </div>
  );
}

/** Says plainly whether a data set is a real publication or the sample we wrote. */
function DataKind({ sample }: { sample: boolean }) {
  const { t } = useTranslation();
  return <strong>({sample ? t('home.sampleDataSet') : t('home.realDataSet')})</strong>;
}

/** What the reference data says today: tables published, tariff and exchange-rate periods in force. */
function LatestInformation({ dataSets, language }: { dataSets: DataSets; language: Language }) {
  const { t } = useTranslation();
  const dataSet = (entity: string) => dataSets.dataSets.find((candidate) => candidate.entity === entity);
  const tariff = dataSet('commodity');
  const rates = dataSet('exchangeRate');
  const realTables = dataSets.dataSets.filter((candidate) => !candidate.sample).length;
  return (
    <ul className="site-plain-list site-facts">
      <li>{t('home.tablesLoaded', { count: dataSets.dataSets.length })}</li>
      {tariff && (
        <li>
          {t('home.tariffInForce', { date: formatDate(tariff.validFrom, language) })}{' '}
          <DataKind sample={tariff.sample} />{' '}
          <span className="site-small" lang="en" dir="ltr">
            {tariff.source}
          </span>{' '}
          <a href={tariffChangesFeedPath(language)} type={ATOM_MEDIA_TYPE}>
            {t('home.tariffChangesFeed')}
          </a>
        </li>
      )}
      {rates && (
        <li>
          {t('home.ratesInForce', { date: formatDate(rates.validFrom, language) })}{' '}
          <DataKind sample={rates.sample} />
        </li>
      )}
      <li>{t('home.realTables', { number: realTables })}</li>
      <li>{t('home.sampleTables', { number: dataSets.dataSets.length - realTables })}</li>
    </ul>
  );
}

/** The home page: what the portal is, editors' blocks, the newest news, the tools, the latest information. */
export function HomePage({
  data,
  language,
  country,
}: {
  data: HomePageData;
  language: Language;
  country: PortalCountry;
}) {
  const { t } = useTranslation();
  return (
    <div className="site-sections">
      <div className="site-intro">
        <h1>{t('home.title', { country: t(`country.${country}`) })}</h1>
        <p className="site-lead">{t('home.intro')}</p>
      </div>
      {data.blocks.length > 0 && <HomeBlocks blocks={data.blocks} language={language} />}
      <section aria-labelledby="news-heading">
        <div className="site-section-head">
          <h2 id="news-heading">{t('home.newsHeading')}</h2>
          <a href={paths.news.build(language)}>{t('home.allNews')}</a>
        </div>
        <div className="news-list">
          {data.news.map((item) => (
            <NewsSummaryItem key={item.id} item={item} language={language} headingLevel={3} />
          ))}
        </div>
      </section>
      <section aria-labelledby="tools-heading">
        <h2 id="tools-heading">{t('home.toolsHeading')}</h2>
        <ToolCards language={language} headingLevel={3} />
      </section>
      <section aria-labelledby="latest-heading">
        <h2 id="latest-heading">{t('home.latestHeading')}</h2>
        <LatestInformation dataSets={data.dataSets} language={language} />
      </section>
    </div>
  );
}
