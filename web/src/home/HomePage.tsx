import { useDataSets } from './useDataSets.js';

/**
 * The first page until the web shell arrives (issue 3): what the portal is, where its API is documented,
 * and a notice while it runs on sample data.
 */
export function HomePage() {
  const dataSets = useDataSets();
  return (
    <>
      {dataSets.sampleData && (
        <div className="sample-notice" role="status">
          This portal is running on <strong>sample data</strong>: tariff lines, rates and codes are examples,
          not official figures.
        </div>
      )}
      <header className="site-header">
        <h1>Bangladesh Single Window</h1>
        <p>Customs and foreign trade reference portal</p>
      </header>
      <main className="home">
        <section aria-labelledby="reference-heading">
          <h2 id="reference-heading">Reference data service</h2>
          <p>
            Tariff lines with their taxes, exchange rates, procedure codes, offices, banks and the other
            reference tables, each dated so that a search as of a past date finds what was valid then.
          </p>
          <ul>
            <li>
              <a href="/docs/">API documentation (OpenAPI)</a>
            </li>
            <li>
              <a href="/health">Service health</a>
            </li>
          </ul>
        </section>
        {dataSets.status === 'failed' && <p role="alert">The portal’s service could not be reached.</p>}
      </main>
    </>
  );
}
