/**
 * The manifest service's operations, under its base address (`MANIFEST_URL`, /api/manifest/ here): the
 * server registers them, the web front end calls them with the base it reads from /portal-config.json.
 */
export const MANIFEST_SERVICE_PATHS = {
  search: 'search',
  print: 'print',
  /** `manifests/{id}`: one manifest with its bills of lading and their containers. */
  manifest: 'manifests',
  vesselSearch: 'vessels/search',
  /** `vessels/{imoNumber}`: one vessel with its latest manifests. */
  vessel: 'vessels',
  /** `import`: a manifest file (ASYCUDA XML or the CSV layout), customs officers only. */
  import: 'import',
} as const;

/** How many manifests a vessel's page lists. */
export const VESSEL_LATEST_MANIFESTS = 10;

/** Who imports manifest files: customs officers, since a carrier's file reaches the portal through customs. */
export const MANIFEST_IMPORT_ROLES = ['customs-officer'] as const;
