import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { REFERENCE_DATA_DIRECTORY } from '../shippedData/referenceDataFile.js';
import { buildReferenceData } from '../shippedData/referenceDataBuild.js';
import { DEFAULT_REFERENCE_DATA_SOURCES } from '../shippedData/referenceDataSources.js';
import { runCommandLine } from './commandLine.js';

const USAGE = `Write the real reference data the portal ships (server/reference-data) from the public files.

  npm run reference-data [-- --shared <folder>]    (default ../shared/data)

Each file is checked as an import checks it; see server/reference-data/PROVENANCE.md.`;

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { shared: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const sources = {
    ...DEFAULT_REFERENCE_DATA_SOURCES,
    ...(values.shared ? { sharedDirectory: pathToFileURL(`${values.shared.replace(/\/?$/, '/')}`) } : {}),
  };
  for (const file of await buildReferenceData(REFERENCE_DATA_DIRECTORY, sources)) {
    console.log(`${file.name.padEnd(28)} ${file.rows} rows`);
  }
  return 0;
}

runCommandLine(main);
